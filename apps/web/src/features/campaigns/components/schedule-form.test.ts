import { describe, expect, it } from 'vitest';
import { formatCampaignSchedule } from '@aurelle/contract';
import { initialScheduleFields, istLastSchedulableDay, istToday, scheduledAtOf } from './schedule-form';

describe('the schedule dialog’s fields', () => {
  // 20:00 UTC on 26 Nov is already 01:30 on 27 Nov in India.
  const lateEvening = new Date('2026-11-26T20:00:00Z');

  it('read days in India, not in the browser’s zone', () => {
    expect(istToday(lateEvening)).toBe('2026-11-27');
    expect(istLastSchedulableDay(lateEvening)).toBe('2027-02-25');
  });

  it('start from tomorrow at 10:00 in India, or from the time a scheduled campaign already has', () => {
    expect(initialScheduleFields(null, lateEvening)).toEqual({ date: '2026-11-28', time: '10:00' });
    expect(initialScheduleFields('2026-11-27T04:00:00.000Z', lateEvening)).toEqual({ date: '2026-11-27', time: '09:30' });
  });

  it('stand for the instant at that wall-clock time in India, shown back the same way', () => {
    const scheduledAt = scheduledAtOf({ date: '2026-11-27', time: '09:30' });
    expect(scheduledAt).toBe('2026-11-27T09:30:00+05:30');
    expect(new Date(scheduledAt).toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(formatCampaignSchedule(scheduledAt)).toBe('27 Nov 2026, 09:30 IST');
    expect(formatCampaignSchedule('2026-12-31T18:45:00.000Z')).toBe('1 Jan 2027, 00:15 IST');
  });
});
