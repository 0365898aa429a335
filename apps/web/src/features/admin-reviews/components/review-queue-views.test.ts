import { describe, expect, it } from 'vitest';
import { emptyQueueText, moderationActions, queueCountText, queueLocationFrom } from './review-queue-views';

const photo = (status: 'pending' | 'approved') => ({ id: status, url: '/p.webp', variants: [], status });

describe('the review queue', () => {
  it('reads its view and page from the URL, defaulting to photos to check', () => {
    expect(queueLocationFrom(new URLSearchParams(''))).toEqual({ view: 'to-check', page: 1 });
    expect(queueLocationFrom(new URLSearchParams('view=hidden&page=3'))).toEqual({ view: 'hidden', page: 3 });
    expect(queueLocationFrom(new URLSearchParams('view=spam&page=-2'))).toEqual({ view: 'to-check', page: 1 });
    expect(queueLocationFrom(new URLSearchParams('view=all&page=1.5'))).toEqual({ view: 'all', page: 1 });
  });

  it('says what an empty view means', () => {
    expect(emptyQueueText('to-check', '').title).toBe('No photos waiting');
    expect(emptyQueueText('all', '').title).toBe('No reviews yet');
    expect(emptyQueueText('hidden', '').title).toBe('No hidden reviews');
    expect(emptyQueueText('hidden', 'oud').title).toBe('Nothing matches this search');
  });

  it('counts what a view holds', () => {
    expect(queueCountText('to-check', 1, '')).toBe('1 review with photos to check');
    expect(queueCountText('all', 1200, '')).toBe('1,200 reviews');
    expect(queueCountText('hidden', 2, 'oud')).toBe('2 hidden reviews matching “oud”');
  });

  it('offers Approve while photos wait or the review is hidden, Hide while it shows', () => {
    expect(moderationActions({ status: 'published', photos: [photo('pending'), photo('approved')] })).toEqual({
      canApprove: true,
      canHide: true,
    });
    expect(moderationActions({ status: 'published', photos: [photo('approved')] })).toEqual({ canApprove: false, canHide: true });
    expect(moderationActions({ status: 'hidden', photos: [] })).toEqual({ canApprove: true, canHide: false });
  });
});
