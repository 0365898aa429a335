import { describe, expect, it } from 'vitest';
import { applyOffers, isOfferLive, qualifiesFor, type OfferCartLine, type OfferContext, type OfferTerms } from './offer-rules.ts';

const now = new Date('2026-12-10T12:00:00+05:30');
const start = new Date('2026-12-01T00:00:00+05:30');
const end = new Date('2027-01-01T00:00:00+05:30');

function offer(id: string, terms: Partial<OfferTerms> & Pick<OfferTerms, 'kind'>): OfferTerms {
  return {
    id,
    name: id,
    startsAt: start,
    endsAt: end,
    isPaused: false,
    thresholdPaise: null,
    amountPaise: null,
    qualifyingSizeMl: null,
    qualifyingVariantId: null,
    freeVariantId: null,
    sampleVariantIds: [],
    ...terms,
  };
}

const line = (variantId: string, sizeMl: number, grossPaise: number, discountPaise = 0, kind = 'bottle', quantity = 1): OfferCartLine => ({
  variantId,
  sizeMl,
  kind,
  quantity,
  grossPaise,
  discountPaise,
});

const sizes = (entries: Record<string, [available: number, pricePaise: number]>) =>
  new Map(Object.entries(entries).map(([id, [available, pricePaise]]) => [id, { available, pricePaise }]));

const context = (partial: Partial<OfferContext>): OfferContext => ({
  lines: [],
  goodsPaise: 0,
  now,
  offers: [],
  sizes: new Map(),
  ...partial,
});

const off500 = offer('off500', { kind: 'spend-discount', thresholdPaise: 500_000, amountPaise: 50_000 });
const off1000 = offer('off1000', { kind: 'spend-discount', thresholdPaise: 800_000, amountPaise: 100_000 });
const wrap = offer('wrap', { kind: 'free-gift-wrap', thresholdPaise: 300_000 });
const sample = offer('sample', { kind: 'free-sample', thresholdPaise: 400_000, sampleVariantIds: ['s1', 's2'] });
const buy100 = offer('buy100', { kind: 'buy-get', qualifyingSizeMl: 100, freeVariantId: 's1' });

describe('when an offer runs', () => {
  it('from its start (included) to its end (excluded), unless paused', () => {
    expect(isOfferLive(off500, start)).toBe(true);
    expect(isOfferLive(off500, new Date(start.getTime() - 1))).toBe(false);
    expect(isOfferLive(off500, end)).toBe(false);
    expect(isOfferLive(off500, new Date(end.getTime() - 1))).toBe(true);
    expect(isOfferLive({ ...off500, isPaused: true }, now)).toBe(false);
  });

  it('a buy-get qualifies on any bottle of its size, or on its one chosen size', () => {
    expect(qualifiesFor(buy100, line('a', 100, 1))).toBe(true);
    expect(qualifiesFor(buy100, line('a', 50, 1))).toBe(false);
    expect(qualifiesFor(buy100, line('a', 100, 1, 0, 'set'))).toBe(false);
    const chosen = offer('x', { kind: 'buy-get', qualifyingVariantId: 'v9', freeVariantId: 's1' });
    expect(qualifiesFor(chosen, line('v9', 30, 1))).toBe(true);
    expect(qualifiesFor(chosen, line('v8', 100, 1))).toBe(false);
  });
});

describe('spend thresholds, computed by hand', () => {
  // goods (after the code), offers → discount, free wrap
  const table: Array<[goodsPaise: number, offers: OfferTerms[], discount: number, freeWrap: boolean]> = [
    [499_999, [off500], 0, false],
    [500_000, [off500], 50_000, false],
    [900_000, [off500, off1000], 100_000, false],
    [799_999, [off500, off1000], 50_000, false],
    [299_999, [wrap], 0, false],
    [300_000, [wrap], 0, true],
    [600_000, [off500, wrap], 50_000, true],
    [600_000, [{ ...off500, isPaused: true }, wrap], 0, true],
    [600_000, [{ ...off500, endsAt: now }], 0, false],
  ];
  it.each(table)('goods %i paise: discount %#', (goodsPaise, offers, discount, freeWrap) => {
    const outcome = applyOffers(context({ lines: [line('a', 100, goodsPaise)], goodsPaise, offers }));
    expect(outcome.discount?.amountPaise ?? 0).toBe(discount);
    expect(outcome.lineDiscounts).toEqual([discount]);
    expect(outcome.freeGiftWrap !== null).toBe(freeWrap);
  });

  it('shares the discount over the lines by what is left of each after the code', () => {
    // Lines ₹3,000 and ₹3,000, the code took ₹1,000 off the first: ₹2,000 and ₹3,000 left, ₹500 shared 200 / 300.
    const outcome = applyOffers(
      context({ lines: [line('a', 100, 300_000, 100_000), line('b', 50, 300_000)], goodsPaise: 500_000, offers: [off500] }),
    );
    expect(outcome.lineDiscounts).toEqual([20_000, 30_000]);
  });

  it('on a tie of amounts, the lower threshold is named', () => {
    const twin = offer('twin', { kind: 'spend-discount', thresholdPaise: 400_000, amountPaise: 50_000 });
    expect(applyOffers(context({ lines: [line('a', 100, 600_000)], goodsPaise: 600_000, offers: [off500, twin] })).discount?.offerId).toBe(
      'twin',
    );
  });

  it('hints at the nearest thresholds not reached', () => {
    const outcome = applyOffers(context({ lines: [line('a', 100, 250_000)], goodsPaise: 250_000, offers: [off500, wrap] }));
    expect(outcome.hints.map((hint) => [hint.offerId, hint.missingPaise])).toEqual([
      ['wrap', 50_000],
      ['off500', 250_000],
    ]);
  });
});

describe('free sizes', () => {
  it('buy-get gives one unit of its free size while stock lasts, else leaves it out', () => {
    const given = applyOffers(
      context({ lines: [line('a', 100, 900_000, 0, 'bottle', 3)], offers: [buy100], sizes: sizes({ s1: [5, 40_000] }) }),
    );
    expect(given.freeItems).toEqual([{ offerId: 'buy100', offerName: 'buy100', variantId: 's1', quantity: 1, pricePaise: 40_000 }]);
    const soldOut = applyOffers(context({ lines: [line('a', 100, 300_000)], offers: [buy100], sizes: sizes({ s1: [0, 40_000] }) }));
    expect(soldOut.freeItems).toEqual([]);
    expect(soldOut.leftOut).toEqual([{ offerId: 'buy100', offerName: 'buy100', variantId: 's1' }]);
    const notQualified = applyOffers(context({ lines: [line('a', 50, 300_000)], offers: [buy100], sizes: sizes({ s1: [5, 40_000] }) }));
    expect(notQualified.freeItems).toEqual([]);
    expect(notQualified.leftOut).toEqual([]);
  });

  it('the sample is the shopper’s choice above the threshold: none chosen, none given; sold out or foreign, refused', () => {
    const stock = sizes({ s1: [1, 30_000], s2: [0, 35_000], s3: [9, 20_000] });
    const base = { lines: [line('a', 100, 400_000)], goodsPaise: 400_000, offers: [sample], sizes: stock };
    const chosen = applyOffers(context({ ...base, chosenSampleVariantId: 's1' }));
    expect(chosen.freeItems.map((item) => item.variantId)).toEqual(['s1']);
    expect(chosen.sampleChoice?.chosenVariantId).toBe('s1');
    expect(chosen.sampleRefusal).toBeNull();
    const none = applyOffers(context(base));
    expect(none.freeItems).toEqual([]);
    expect(none.sampleChoice?.sampleVariantIds).toEqual(['s1', 's2']);
    expect(applyOffers(context({ ...base, chosenSampleVariantId: 's2' })).sampleRefusal).toBe('sold-out');
    expect(applyOffers(context({ ...base, chosenSampleVariantId: 's3' })).sampleRefusal).toBe('not-offered');
    const below = applyOffers(context({ ...base, goodsPaise: 399_999, chosenSampleVariantId: 's1' }));
    expect(below.sampleChoice).toBeNull();
    expect(below.freeItems).toEqual([]);
    expect(below.sampleRefusal).toBeNull();
  });

  it('a buy-get and the chosen sample share one size’s stock', () => {
    const outcome = applyOffers(
      context({
        lines: [line('a', 100, 500_000)],
        goodsPaise: 500_000,
        offers: [buy100, sample],
        sizes: sizes({ s1: [1, 30_000] }),
        chosenSampleVariantId: 's1',
      }),
    );
    expect(outcome.freeItems.map((item) => item.offerId)).toEqual(['buy100']);
    expect(outcome.sampleRefusal).toBe('sold-out');
  });
});

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('brute force over random carts and offers', () => {
  it('matches a plain recount of the rules on 2,000 random checkouts', () => {
    const next = random(33);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    for (let round = 0; round < 2_000; round += 1) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, index) => {
        const gross = (1 + Math.floor(next() * 80)) * 10_000 + Math.floor(next() * 100);
        return line(`v${index}`, pick([10, 30, 50, 100]), gross, Math.floor(next() * gross * 0.3), pick(['bottle', 'sample', 'set']));
      });
      const goodsPaise = lines.reduce((sum, item) => sum + item.grossPaise - item.discountPaise, 0);
      const offers = Array.from({ length: Math.floor(next() * 6) }, (_, index) => {
        const kind = pick(['buy-get', 'spend-discount', 'free-gift-wrap', 'free-sample'] as const);
        const threshold = (1 + Math.floor(next() * 60)) * 10_000;
        return offer(`o${index}`, {
          kind,
          isPaused: next() < 0.1,
          startsAt: next() < 0.1 ? new Date(now.getTime() + 1) : start,
          thresholdPaise: kind === 'buy-get' ? null : threshold,
          amountPaise: kind === 'spend-discount' ? Math.max(100, Math.floor(threshold * next() * 0.5)) : null,
          qualifyingSizeMl: kind === 'buy-get' ? pick([30, 50, 100]) : null,
          freeVariantId: kind === 'buy-get' ? pick(['s1', 's2']) : null,
          sampleVariantIds: kind === 'free-sample' ? ['s1', 's2', 's3'].filter(() => next() < 0.7) : [],
        });
      });
      const stock = sizes({ s1: [Math.floor(next() * 3), 30_000], s2: [Math.floor(next() * 3), 45_000], s3: [1, 20_000] });
      const chosenSampleVariantId = next() < 0.7 ? pick(['s1', 's2', 's3']) : undefined;
      const outcome = applyOffers({ lines, goodsPaise, now, offers, sizes: stock, chosenSampleVariantId });

      const live = offers.filter((candidate) => !candidate.isPaused && candidate.startsAt <= now);
      const reached = (candidate: OfferTerms) => candidate.thresholdPaise !== null && goodsPaise >= candidate.thresholdPaise;
      // The discount: the largest amount among the reached spend offers, shared out in whole paise, never above a line.
      const bestAmount = Math.max(0, ...live.filter((c) => c.kind === 'spend-discount' && reached(c)).map((c) => c.amountPaise ?? 0));
      expect(outcome.discount?.amountPaise ?? 0, `seed round ${round}`).toBe(bestAmount);
      expect(outcome.lineDiscounts.reduce((sum, share) => sum + share, 0)).toBe(bestAmount);
      outcome.lineDiscounts.forEach((share, index) => {
        const item = lines[index];
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual((item?.grossPaise ?? 0) - (item?.discountPaise ?? 0));
      });
      expect(outcome.freeGiftWrap !== null).toBe(live.some((c) => c.kind === 'free-gift-wrap' && reached(c)));
      // Free items: never more of a size than it has, at most one sample, each at its list price.
      const given = new Map<string, number>();
      for (const item of outcome.freeItems) given.set(item.variantId, (given.get(item.variantId) ?? 0) + 1);
      for (const [variantId, units] of given) expect(units).toBeLessThanOrEqual(stock.get(variantId)?.available ?? 0);
      for (const item of outcome.freeItems) expect(item.pricePaise).toBe(stock.get(item.variantId)?.pricePaise);
      const qualifying = live.filter((c) => c.kind === 'buy-get' && lines.some((l) => qualifiesFor(c, l)));
      expect(outcome.freeItems.filter((item) => qualifying.some((c) => c.id === item.offerId)).length + outcome.leftOut.length).toBe(
        qualifying.length,
      );
      const samples = outcome.freeItems.filter((item) => offers.find((c) => c.id === item.offerId)?.kind === 'free-sample');
      expect(samples.length).toBeLessThanOrEqual(1);
      if (samples.length === 1) expect(samples[0]?.variantId).toBe(chosenSampleVariantId);
      const sampleReached = live.some((c) => c.kind === 'free-sample' && reached(c) && c.sampleVariantIds.length > 0);
      expect(outcome.sampleChoice !== null).toBe(sampleReached);
      if (!sampleReached || chosenSampleVariantId === undefined) expect(samples.length + (outcome.sampleRefusal ? 1 : 0)).toBe(0);
      else expect(samples.length + (outcome.sampleRefusal ? 1 : 0)).toBe(1);
    }
  });
});
