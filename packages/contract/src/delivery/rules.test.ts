import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_TERMS,
  deliveryFeePaise,
  deliveryWindow,
  dispatchDate,
  formatDeliveryDate,
  formatDeliveryRange,
  isCodAllowedForPin,
  isPinServed,
  pinMatches,
  type DeliveryTerms,
} from './rules.ts';

/** Every figure below is worked out by hand from these terms. December 2026: Tue 1, Thu 3, Fri 4, Sat 5, Sun 6, Mon 7. */
const terms: DeliveryTerms = {
  ...DEFAULT_DELIVERY_TERMS,
  standardFeePaise: 9_900,
  freeFromPaise: 2_00_000,
  standardDays: { min: 2, max: 4 },
  expressEnabled: true,
  expressFeePaise: 24_900,
  expressDays: { min: 1, max: 2 },
  cutoffMinutes: 14 * 60,
  workingDays: [1, 2, 3, 4, 5],
};

/** An instant given as India's wall-clock time. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('delivery fee by threshold', () => {
  it.each<[string, DeliveryTerms, 'standard' | 'express', number, number]>([
    ['below the threshold pays the fee', terms, 'standard', 1_99_999, 9_900],
    ['at the threshold is free', terms, 'standard', 2_00_000, 0],
    ['above the threshold is free', terms, 'standard', 2_50_000, 0],
    ['an empty order value pays the fee', terms, 'standard', 0, 9_900],
    ['express pays its fee above the threshold too', terms, 'express', 2_00_000, 24_900],
    ['express pays its fee below it', terms, 'express', 100, 24_900],
    ['no threshold: the fee applies to every order', { ...terms, freeFromPaise: null }, 'standard', 10_00_00_000, 9_900],
    ['a threshold of ₹0 makes every order free', { ...terms, freeFromPaise: 0 }, 'standard', 0, 0],
    ['the default terms deliver free, as before', DEFAULT_DELIVERY_TERMS, 'standard', 1_000, 0],
  ])('%s', (_, given, option, valuePaise, feePaise) => {
    expect(deliveryFeePaise(given, option, valuePaise)).toBe(feePaise);
  });
});

describe('PIN codes not served and without cash on delivery', () => {
  it.each<[string, string[], boolean]>([
    ['110101', ['1101'], true],
    ['110001', ['1101'], false],
    ['744301', ['744301'], true],
    ['744302', ['744301'], false],
    ['797001', ['79'], true],
    ['179001', ['79'], false],
    ['560001', [], false],
    ['560001', [''], false],
  ])('%s against %j: %s', (pin, entries, matches) => {
    expect(pinMatches(pin, entries)).toBe(matches);
  });

  it('refuses cash on delivery where the shop does not deliver or the admin listed the PIN', () => {
    const rules = { ...terms, unservedPins: ['79'], noCodPins: ['744'] };
    expect([isPinServed(rules, '790001'), isCodAllowedForPin(rules, '790001')]).toEqual([false, false]);
    expect([isPinServed(rules, '744101'), isCodAllowedForPin(rules, '744101')]).toEqual([true, false]);
    expect([isPinServed(rules, '560001'), isCodAllowedForPin(rules, '560001')]).toEqual([true, true]);
  });
});

describe('delivery dates: dispatch by the cut-off in IST, business days over weekends', () => {
  it.each<[string, Date, string, string, string]>([
    ['a Tuesday morning leaves the same day', ist('2026-12-01T10:00'), '2026-12-01', '2026-12-03', '2026-12-07'],
    ['a minute before the cut-off still leaves that day', ist('2026-12-01T13:59'), '2026-12-01', '2026-12-03', '2026-12-07'],
    ['at the cut-off it leaves the next working day', ist('2026-12-01T14:00'), '2026-12-02', '2026-12-04', '2026-12-08'],
    ['a Friday morning: two days later is Tuesday, over the weekend', ist('2026-12-04T11:00'), '2026-12-04', '2026-12-08', '2026-12-10'],
    ['a Friday afternoon leaves on Monday', ist('2026-12-04T15:00'), '2026-12-07', '2026-12-09', '2026-12-11'],
    ['a Saturday leaves on Monday', ist('2026-12-05T10:00'), '2026-12-07', '2026-12-09', '2026-12-11'],
    ['late on Sunday leaves on Monday', ist('2026-12-06T23:59'), '2026-12-07', '2026-12-09', '2026-12-11'],
    // 19:00 UTC on Monday is 00:30 on Tuesday in India: Tuesday's morning, before its cut-off.
    ['the day is India’s, not UTC’s', new Date('2026-12-07T19:00:00Z'), '2026-12-08', '2026-12-10', '2026-12-14'],
    ['over the new year', ist('2026-12-31T15:00'), '2027-01-01', '2027-01-05', '2027-01-07'],
  ])('%s', (_, now, dispatch, earliest, latest) => {
    expect(deliveryWindow(terms, terms.standardDays, now)).toEqual({ dispatch, earliest, latest });
  });

  it('counts Saturdays when the shop works them (the default Monday to Saturday)', () => {
    const sixDays = { ...terms, workingDays: [1, 2, 3, 4, 5, 6], standardDays: { min: 3, max: 5 } };
    // Friday 4 after the cut-off → Saturday 5; +3: Mon 7, Tue 8, Wed 9; +5: Thu 10, Fri 11.
    expect(deliveryWindow(sixDays, sixDays.standardDays, ist('2026-12-04T15:00'))).toEqual({
      dispatch: '2026-12-05',
      earliest: '2026-12-09',
      latest: '2026-12-11',
    });
  });

  it('gives express its own days', () => {
    expect(deliveryWindow(terms, terms.expressDays, ist('2026-12-04T11:00'))).toEqual({
      dispatch: '2026-12-04',
      earliest: '2026-12-07',
      latest: '2026-12-08',
    });
  });

  it('ships every day when no working day is set, and 0 days means the dispatch day', () => {
    const always = { ...terms, workingDays: [] };
    expect(dispatchDate(always, ist('2026-12-06T10:00'))).toBe('2026-12-06');
    expect(deliveryWindow(terms, { min: 0, max: 1 }, ist('2026-12-04T11:00'))).toEqual({
      dispatch: '2026-12-04',
      earliest: '2026-12-04',
      latest: '2026-12-07',
    });
  });

  it('writes dates the same way everywhere', () => {
    expect(formatDeliveryDate('2026-12-03')).toBe('Thu 3 Dec');
    expect(formatDeliveryRange('2026-12-03', '2026-12-07')).toBe('Thu 3 Dec – Mon 7 Dec');
    expect(formatDeliveryRange('2027-01-05', '2027-01-05')).toBe('Tue 5 Jan');
  });
});
