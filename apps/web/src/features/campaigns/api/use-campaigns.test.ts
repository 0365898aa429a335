import { describe, expect, it } from 'vitest';
import type { Campaign } from '@aurelle/contract';
import { CAMPAIGN_PROGRESS_POLL_MS, nextCampaignsPoll } from './use-campaigns';

const now = Date.parse('2026-11-27T04:00:00.000Z');
const campaign = (status: Campaign['status'], scheduledAt: string | null = null) => ({ status, scheduledAt }) as Campaign;
const inMs = (ms: number) => new Date(now + ms).toISOString();

describe('when the campaigns list is read again', () => {
  it('never while nothing is sending or scheduled', () => {
    expect(nextCampaignsPoll(undefined, now)).toBe(false);
    expect(nextCampaignsPoll([campaign('draft'), campaign('sent', inMs(-60_000))], now)).toBe(false);
  });

  it('every poll while one is sending', () => {
    expect(nextCampaignsPoll([campaign('sending'), campaign('scheduled', inMs(3_600_000))], now)).toBe(CAMPAIGN_PROGRESS_POLL_MS);
  });

  it('at a scheduled campaign’s time, and at least once a minute before it', () => {
    expect(nextCampaignsPoll([campaign('scheduled', inMs(3_600_000))], now)).toBe(60_000);
    expect(nextCampaignsPoll([campaign('scheduled', inMs(20_000)), campaign('scheduled', inMs(45_000))], now)).toBe(20_000);
    // Due or overdue (its job is about to start it): every poll until it shows sending.
    expect(nextCampaignsPoll([campaign('scheduled', inMs(-5_000))], now)).toBe(CAMPAIGN_PROGRESS_POLL_MS);
  });
});
