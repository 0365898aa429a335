import {
  concentrationLabels,
  fragranceTypeValues,
  priceBandLabels,
  priceBandPaise,
  priceBandValues,
  rupeesToPaise,
  shopperVariants,
  variantUnitPrice,
  type Concentration,
  type FragranceType,
  type PriceBand,
  type Product,
} from '@aurelle/contract';
import type { ListingFilters } from './listing-filters';

/** The scent finder's answers; each travels in the finder's address, so results can be shared. */
export interface FinderAnswers {
  wearer: 'him' | 'her' | 'anyone';
  families: FragranceType[];
  intensity: 'light' | 'moderate' | 'intense' | 'any';
  occasion: 'day' | 'night' | 'any';
  budget: PriceBand | 'any';
}

export const wearerOptions = [
  { value: 'him', label: 'For him' },
  { value: 'her', label: 'For her' },
  { value: 'anyone', label: 'For anyone' },
] as const;
export const intensityOptions = [
  { value: 'light', label: 'Light and close to the skin', hint: 'Eau de toilette or cologne' },
  { value: 'moderate', label: 'Noticed, never loud', hint: 'Eau de parfum' },
  { value: 'intense', label: 'Rich and long-lasting', hint: 'Extrait or attar' },
  { value: 'any', label: 'No preference', hint: 'Every concentration' },
] as const;
export const occasionOptions = [
  { value: 'day', label: 'Office and daytime' },
  { value: 'night', label: 'Evenings and occasions' },
  { value: 'any', label: 'A bit of everything' },
] as const;

const intensityConcentrations: Record<Exclude<FinderAnswers['intensity'], 'any'>, Concentration[]> = {
  light: ['edt', 'edc'],
  moderate: ['edp'],
  intense: ['extrait', 'attar'],
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;

/** The answers in a finder address (`?for=her&families=floral,oud&intensity=moderate&occasion=night&budget=…`). */
export function parseFinderAnswers(params: URLSearchParams): FinderAnswers | null {
  if (!params.has('for')) return null;
  const families = (params.get('families') ?? '')
    .split(',')
    .filter((family): family is FragranceType => (fragranceTypeValues as readonly string[]).includes(family));
  return {
    wearer: oneOf(['him', 'her', 'anyone'] as const, params.get('for'), 'anyone'),
    families: fragranceTypeValues.filter((family) => families.includes(family)),
    intensity: oneOf(['light', 'moderate', 'intense', 'any'] as const, params.get('intensity'), 'any'),
    occasion: oneOf(['day', 'night', 'any'] as const, params.get('occasion'), 'any'),
    budget: oneOf([...priceBandValues, 'any'] as const, params.get('budget'), 'any'),
  };
}

export function finderSearch(answers: FinderAnswers): string {
  const params = new URLSearchParams({ for: answers.wearer });
  // In the families' own order, so equal answers share one address.
  const families = fragranceTypeValues.filter((family) => answers.families.includes(family));
  if (families.length > 0) params.set('families', families.join(','));
  params.set('intensity', answers.intensity);
  params.set('occasion', answers.occasion);
  params.set('budget', answers.budget);
  return `?${params.toString().replaceAll('%2C', ',')}`;
}

/** The shop listing the answers stand for: wearer, families, concentrations and price band as filters. */
export function finderFilters(answers: FinderAnswers): ListingFilters {
  return {
    ...(answers.wearer === 'him' ? { gender: ['male'] } : answers.wearer === 'her' ? { gender: ['female'] } : {}),
    ...(answers.families.length > 0 ? { fragranceType: answers.families } : {}),
    ...(answers.intensity === 'any' ? {} : { concentration: intensityConcentrations[answers.intensity] }),
    ...(answers.budget === 'any' ? {} : { price: [answers.budget] }),
  };
}

/** The filters the finder asks the shop for before ranking: who it is for and the budget; the rest is ranked. */
export function finderCandidateFilters(answers: FinderAnswers): ListingFilters {
  const { gender, price } = finderFilters(answers);
  return { ...(gender ? { gender } : {}), ...(price ? { price } : {}) };
}

export interface FinderMatch {
  product: Product;
  score: number;
  reasons: string[];
}

/** Whether a size the shopper can buy today (shown and in stock) is priced within the band. */
function inBudget(product: Product, band: PriceBand): boolean {
  const [low, high] = priceBandPaise[band];
  return shopperVariants(product.variants).some((size) => {
    if (size.stock <= 0) return false;
    const paise = rupeesToPaise(variantUnitPrice(size));
    return paise >= low && (high === null || paise < high);
  });
}

/**
 * Ranks candidates by how many answers they meet (family 3, intensity 2, occasion 2, budget 2, a projection that
 * suits the intensity 1), best rated first among equals; each match says why. Sold-out scents and car diffusers
 * (unless nothing else is asked for) are left out.
 */
export function rankFinderMatches(products: readonly Product[], answers: FinderAnswers, limit = 8): FinderMatch[] {
  const matches = products
    .filter((product) => product.totalStock > 0 && !product.isCarProduct)
    .map((product) => {
      const reasons: string[] = [];
      let score = 0;
      if (answers.families.includes(product.fragranceType)) {
        score += 3;
        reasons.push(`${product.fragranceType.charAt(0).toUpperCase()}${product.fragranceType.slice(1)}, a family you like`);
      }
      if (
        answers.intensity !== 'any' &&
        product.concentration &&
        intensityConcentrations[answers.intensity].includes(product.concentration)
      ) {
        score += 2;
        reasons.push(`${concentrationLabels[product.concentration]}: ${answers.intensity} as you asked`);
      }
      if (answers.occasion !== 'any' && product.timesOfDay.includes(answers.occasion)) {
        score += 2;
        reasons.push(answers.occasion === 'day' ? 'Made for daytime' : 'Made for evenings');
      }
      if (answers.budget !== 'any' && inBudget(product, answers.budget)) {
        score += 2;
        reasons.push(`A size at ${priceBandLabels[answers.budget]}`);
      }
      if (product.sillage !== null) {
        const suits =
          (answers.intensity === 'light' && product.sillage <= 2) ||
          (answers.intensity === 'moderate' && product.sillage === 3) ||
          (answers.intensity === 'intense' && product.sillage >= 4);
        if (suits) score += 1;
      }
      return { product, score, reasons };
    })
    .filter((match) => match.score > 0)
    .sort(
      (a, b) => b.score - a.score || b.product.averageReview - a.product.averageReview || a.product.title.localeCompare(b.product.title),
    );
  return matches.slice(0, limit);
}
