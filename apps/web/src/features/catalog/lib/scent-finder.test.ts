import { describe, expect, it } from 'vitest';
import type { Product } from '@aurelle/contract';
import { finderFilters, finderSearch, parseFinderAnswers, rankFinderMatches, type FinderAnswers } from './scent-finder';

const perfume = (overrides: Partial<Product>): Product => ({
  _id: overrides.id ?? 'p',
  id: 'p',
  image: '/p.webp',
  title: 'P',
  description: '',
  category: 'luxury',
  customCategory: null,
  brand: 'Aurelle',
  customBrand: null,
  price: 4000,
  salePrice: 0,
  totalStock: 5,
  averageReview: 0,
  reviewCount: 0,
  gender: 'female',
  fragranceType: 'floral',
  isCarProduct: false,
  isFeatured: false,
  variants: [
    {
      id: 'v',
      sizeMl: 100,
      kind: 'bottle',
      name: null,
      sku: 'S',
      price: 4000,
      salePrice: 0,
      stock: 5,
      image: null,
      isHidden: false,
      saleStartsAt: null,
      saleEndsAt: null,
    },
  ],
  concentration: 'edp',
  notes: { top: [], heart: [], base: [] },
  accords: [],
  longevity: 3,
  sillage: 3,
  seasons: [],
  timesOfDay: ['day'],
  launchYear: null,
  perfumer: null,
  countryOfOrigin: null,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const answers: FinderAnswers = { wearer: 'her', families: ['oud', 'floral'], intensity: 'intense', occasion: 'night', budget: '2000-5000' };

describe('the scent finder', () => {
  it('keeps its answers in a shareable address and reads them back', () => {
    const search = finderSearch(answers);
    expect(search).toBe('?for=her&families=oud,floral&intensity=intense&occasion=night&budget=2000-5000');
    expect(parseFinderAnswers(new URLSearchParams(search))).toEqual({ ...answers, families: ['oud', 'floral'] });
    expect(parseFinderAnswers(new URLSearchParams('for=her&families=bogus&intensity=loud'))).toEqual({
      wearer: 'her',
      families: [],
      intensity: 'any',
      occasion: 'any',
      budget: 'any',
    });
    expect(parseFinderAnswers(new URLSearchParams(''))).toBeNull();
  });

  it('turns the answers into the shop listing they stand for', () => {
    expect(finderFilters(answers)).toEqual({
      gender: ['female'],
      fragranceType: ['oud', 'floral'],
      concentration: ['extrait', 'attar'],
      price: ['2000-5000'],
    });
    expect(finderFilters({ wearer: 'anyone', families: [], intensity: 'any', occasion: 'any', budget: 'any' })).toEqual({});
  });

  it('ranks by the answers met, saying why, and leaves out sold-out scents and car diffusers', () => {
    const best = perfume({ id: 'best', title: 'Best', fragranceType: 'oud', concentration: 'extrait', timesOfDay: ['night'], sillage: 5 });
    const partly = perfume({ id: 'partly', title: 'Partly', fragranceType: 'floral', concentration: 'edt', timesOfDay: ['day'] });
    const none = perfume({
      id: 'none',
      title: 'None',
      fragranceType: 'citrus',
      concentration: 'edt',
      timesOfDay: ['day'],
      price: 90000,
      variants: [
        {
          id: 'x',
          sizeMl: 100,
          kind: 'bottle',
          name: null,
          sku: 'X',
          price: 90000,
          salePrice: 0,
          stock: 5,
          image: null,
          isHidden: false,
          saleStartsAt: null,
          saleEndsAt: null,
        },
      ],
    });
    const soldOut = perfume({ id: 'sold', fragranceType: 'oud', concentration: 'extrait', totalStock: 0 });
    const car = perfume({ id: 'car', fragranceType: 'oud', isCarProduct: true, gender: 'car' });
    const ranked = rankFinderMatches([none, partly, soldOut, car, best], answers);
    expect(ranked.map((match) => match.product._id)).toEqual(['best', 'partly']);
    expect(ranked[0]?.reasons).toEqual([
      'Oud, a family you like',
      'Extrait de Parfum: intense as you asked',
      'Made for evenings',
      'A size at ₹2,000 – ₹5,000',
    ]);
  });

  it('matches the budget only with a size in stock: a sold-out size in the band does not count', () => {
    const size = (id: string, price: number, stock: number) => ({
      id,
      sizeMl: 50,
      kind: 'bottle' as const,
      name: null,
      sku: id,
      price,
      salePrice: 0,
      stock,
      image: null,
      isHidden: false,
      saleStartsAt: null,
      saleEndsAt: null,
    });
    const budgetOnly: FinderAnswers = { wearer: 'her', families: [], intensity: 'any', occasion: 'any', budget: '2000-5000' };
    const soldOutInBand = perfume({ id: 'sold-in-band', totalStock: 4, variants: [size('a', 3000, 0), size('b', 9000, 4)] });
    const inStockInBand = perfume({ id: 'in-band', totalStock: 4, variants: [size('c', 3000, 2), size('d', 9000, 2)] });
    const ranked = rankFinderMatches([soldOutInBand, inStockInBand], budgetOnly);
    const reasonsOf = (id: string) => ranked.find((match) => match.product._id === id)?.reasons ?? [];
    expect(reasonsOf('in-band')).toContain('A size at ₹2,000 – ₹5,000');
    expect(reasonsOf('sold-in-band')).not.toContain('A size at ₹2,000 – ₹5,000');
  });
});
