import type { Accord, Concentration, FragranceType, NotesPyramid, Season, TimeOfDay } from '@aurelle/contract';
import type { DemoHouseKey, DemoProduct } from './catalog-data.ts';

/** What a demo perfume is (part 5): real-looking pyramids from the shop's vocabulary of notes. */
export interface PerfumeProfile {
  concentration: Concentration;
  notes: NotesPyramid;
  accords: Accord[];
  longevity: number;
  sillage: number;
  seasons: Season[];
  timesOfDay: TimeOfDay[];
  launchYear: number;
  perfumer: string;
  countryOfOrigin: string;
}

type Row = [Concentration, string[], string[], string[], longevity: number, sillage: number, accords?: Accord[]];

/** Title → concentration, top, heart and base notes, longevity and sillage (1–5), and accords when not the family's. */
const profiles: Record<string, Row> = {
  'Cedar Regent': ['edp', ['Bergamot', 'Pink Pepper'], ['Cedar', 'Vetiver'], ['Leather', 'Amber'], 4, 3],
  'Saffron Noir': ['extrait', ['Saffron', 'Black Pepper'], ['Oud', 'Labdanum'], ['Incense', 'Amber'], 5, 4, ['oud', 'smoky', 'warm spicy']],
  'Bergamot Riviera': ['edt', ['Bergamot', 'Lemon'], ['Sea Salt'], ['White Musk'], 2, 2, ['citrus', 'aquatic', 'musky']],
  'Iron Lavender': ['edp', ['Lavender'], ['Sage'], ['Tonka Bean'], 3, 3],
  'Black Pepper Ember': ['edp', ['Black Pepper', 'Nutmeg', 'Ginger'], ['Birch'], ['Amber'], 4, 3, ['warm spicy', 'smoky', 'amber']],
  'Vetiver Monsoon': ['edp', ['Grapefruit'], ['Grass', 'Petrichor'], ['Vetiver'], 3, 2, ['green', 'earthy', 'woody']],
  'Amber Sultan': ['edp', ['Cinnamon'], ['Amber', 'Benzoin'], ['Sandalwood', 'Musk'], 5, 4],
  'Vanilla Tabac': ['edp', ['Plum'], ['Tobacco', 'Cocoa'], ['Vanilla', 'Tonka Bean'], 4, 3, ['sweet', 'vanilla', 'balsamic']],
  'Geranium Club': ['edt', ['Mint', 'Rosemary'], ['Geranium'], ['Cedar'], 2, 2, ['aromatic', 'green', 'woody']],
  'Sandalwood Sutra': ['edp', ['Cardamom'], ['Rose'], ['Sandalwood'], 4, 2, ['woody', 'warm spicy']],
  'Rohan Mehra Signature': ['edt', ['Grapefruit', 'Cardamom'], ['Ginger'], ['Suede'], 3, 3, ['fresh spicy', 'citrus', 'leather']],
  'Oud Meridian': ['extrait', ['Saffron'], ['Rose', 'Oud'], ['Patchouli'], 5, 5, ['oud', 'rose', 'woody']],
  'Neroli Sport': ['edt', ['Neroli', 'Mandarin'], ['Petitgrain'], ['White Musk'], 2, 2, ['citrus', 'fresh spicy', 'musky']],
  'Fig Leaf Study': ['edp', ['Fig Leaf'], ['Fig', 'Coconut'], ['Cedar'], 3, 2, ['green', 'fruity', 'woody']],
  'Midnight Incense': ['edp', ['Elemi'], ['Incense', 'Myrrh'], ['Amber', 'Guaiac Wood'], 4, 3, ['smoky', 'balsamic', 'amber']],
  'Mint Vetiver Tonic': ['edc', ['Mint', 'Basil'], ['Lemongrass'], ['Vetiver'], 1, 2, ['aromatic', 'green', 'earthy']],
  'Oud Attar Khas': ['attar', ['Saffron'], ['Rose'], ['Oud', 'Sandalwood'], 5, 2, ['oud', 'woody', 'rose']],
  'Leather Ledger': ['edp', ['Iris'], ['Suede', 'Birch'], ['Guaiac Wood'], 4, 3, ['leather', 'powdery', 'woody']],
  'Velvet Vanilla': ['edp', ['Pear'], ['Caramel'], ['Vanilla', 'Tonka Bean'], 4, 3, ['vanilla', 'gourmand', 'sweet']],
  'Rose de Jaipur': ['edp', ['Pink Pepper', 'Lychee'], ['Rose'], ['Patchouli'], 4, 3, ['rose', 'fruity', 'floral']],
  'Jasmine Sambac Nights': ['edp', ['Orange Blossom'], ['Jasmine Sambac', 'Tuberose'], ['Musk'], 4, 4, ['white floral', 'floral', 'musky']],
  'Iris Porcelain': ['edp', ['Carrot Seed'], ['Iris', 'Violet'], ['Cashmere Wood'], 3, 2, ['powdery', 'floral', 'woody']],
  'Orange Blossom Terrace': ['edt', ['Orange', 'Neroli'], ['Orange Blossom'], ['Honey', 'Musk'], 3, 3, ['citrus', 'white floral', 'sweet']],
  'Pink Pepper Silk': ['edp', ['Pink Pepper', 'Saffron'], ['Rose'], ['Cashmere Wood'], 3, 3, ['fresh spicy', 'rose', 'woody']],
  'Tuberose Gold': ['edp', ['Coconut'], ['Tuberose', 'Ylang-Ylang'], ['Vanilla', 'Musk'], 4, 4, ['white floral', 'sweet', 'floral']],
  Muse: ['edp', ['Bergamot'], ['Heliotrope', 'Praline'], ['Amber'], 4, 3, ['gourmand', 'sweet', 'powdery']],
  'Matcha Petals': ['edp', ['Matcha'], ['Magnolia', 'Fig Leaf'], ['Cedar'], 2, 2, ['green', 'floral', 'woody']],
  'Saffron Rose Oud': ['extrait', ['Saffron'], ['Rose', 'Oud'], ['Sandalwood'], 5, 4, ['oud', 'rose', 'warm spicy']],
  'Amber Lace': ['edp', ['Orchid'], ['Amber', 'Incense'], ['Vanilla'], 4, 3, ['amber', 'vanilla', 'balsamic']],
  'White Tea Linen': ['edp', ['Bergamot'], ['Tea', 'Lavender'], ['White Musk'], 2, 2, ['aromatic', 'musky', 'citrus']],
  'Mandarin Spritz': ['edt', ['Mandarin', 'Pomelo'], ['Jasmine'], ['White Musk'], 2, 2, ['citrus', 'fruity', 'floral']],
  'Cashmere Woods': ['edp', ['Cardamom'], ['Iris'], ['Cashmere Wood', 'Sandalwood'], 4, 2, ['woody', 'powdery', 'warm spicy']],
  'Lavender Milk': ['edp', ['Lavender'], ['Milk'], ['Tonka Bean'], 2, 2, ['aromatic', 'gourmand', 'sweet']],
  'Aria Kapoor Desire': ['edp', ['Cinnamon', 'Raspberry'], ['Rose'], ['Vanilla', 'Patchouli'], 4, 4, ['warm spicy', 'sweet', 'fruity']],
  'Plum Chypre': ['edp', ['Plum'], ['Rose', 'Oakmoss'], ['Patchouli', 'Labdanum'], 4, 3, ['fruity', 'earthy', 'rose']],
  'Green Fig Garden': ['edt', ['Galbanum', 'Blackcurrant'], ['Fig'], ['Musk'], 3, 2, ['green', 'fruity', 'musky']],
  'Santal Blush': ['edp', ['Pink Pepper'], ['Peony'], ['Sandalwood', 'Vanilla'], 4, 2, ['woody', 'floral', 'sweet']],
  'Mogra Attar': ['attar', ['Mogra'], ['Jasmine'], ['Sandalwood'], 5, 3, ['white floral', 'floral', 'woody']],
  'Warm Saffron Milk': ['edp', ['Saffron', 'Cardamom'], ['Milk'], ['Honey'], 3, 2, ['gourmand', 'warm spicy', 'sweet']],
  'Leather Cabin': ['car-diffuser', ['Cedar'], ['Leather'], ['Vanilla'], 3, 3, ['leather', 'woody', 'vanilla']],
  'Citrus Commute': ['car-diffuser', ['Lemon', 'Lime'], ['Green Tea'], ['White Musk'], 2, 3, ['citrus', 'green']],
  'Monsoon Road': ['car-diffuser', ['Lemongrass', 'Basil'], ['Petrichor'], ['Vetiver'], 2, 3, ['earthy', 'green', 'aromatic']],
  'Oud Chauffeur': ['car-diffuser', ['Rose'], ['Oud'], ['Amber'], 3, 3, ['oud', 'amber', 'rose']],
  'Lavender Lane': ['car-diffuser', ['Rosemary'], ['Lavender'], ['Musk'], 2, 3, ['aromatic', 'musky']],
  'Vanilla Cruise': ['car-diffuser', ['Coconut'], ['Vanilla'], ['Musk'], 3, 3, ['vanilla', 'sweet', 'musky']],
  'Spiced Chai Drive': ['car-diffuser', ['Ginger', 'Cardamom'], ['Chai', 'Clove'], ['Tea'], 3, 3, ['warm spicy', 'sweet']],
  'Rose Route': ['car-diffuser', ['Rose'], ['Geranium'], ['Musk'], 2, 2, ['rose', 'floral', 'green']],
  'Amber Dashboard': ['car-diffuser', ['Cinnamon'], ['Amber'], ['Benzoin'], 3, 3, ['amber', 'balsamic', 'warm spicy']],
  'Yuzu Fresh': ['car-diffuser', ['Yuzu', 'Grapefruit'], ['Mint'], ['White Musk'], 2, 3, ['citrus', 'fresh spicy']],
  'Aurelle Discovery Set': [
    'edp',
    ['Bergamot', 'Saffron'],
    ['Rose', 'Jasmine Sambac'],
    ['Oud', 'Vetiver', 'Cedar'],
    3,
    3,
    ['floral', 'woody', 'oud'],
  ],
};

/** The family's usual accords, seasons and hours, when a profile does not say. */
const familyDefaults: Record<FragranceType, { accords: Accord[]; seasons: Season[]; timesOfDay: TimeOfDay[] }> = {
  woody: { accords: ['woody', 'earthy', 'leather'], seasons: ['autumn', 'winter'], timesOfDay: ['day', 'night'] },
  oud: { accords: ['oud', 'woody', 'smoky'], seasons: ['winter', 'autumn'], timesOfDay: ['night'] },
  citrus: { accords: ['citrus', 'fresh spicy'], seasons: ['summer', 'spring'], timesOfDay: ['day'] },
  aromatic: { accords: ['aromatic', 'green', 'fresh spicy'], seasons: ['spring', 'summer', 'monsoon'], timesOfDay: ['day'] },
  spicy: { accords: ['warm spicy', 'fresh spicy', 'woody'], seasons: ['autumn', 'winter'], timesOfDay: ['day', 'night'] },
  green: { accords: ['green', 'earthy'], seasons: ['monsoon', 'spring'], timesOfDay: ['day'] },
  oriental: { accords: ['amber', 'balsamic', 'warm spicy'], seasons: ['winter'], timesOfDay: ['night'] },
  warm: { accords: ['sweet', 'vanilla', 'amber'], seasons: ['winter', 'autumn'], timesOfDay: ['night'] },
  floral: { accords: ['floral', 'white floral', 'musky'], seasons: ['spring', 'summer'], timesOfDay: ['day', 'night'] },
};

/** Each invented house's nose and workshop. */
const houseOrigins: Record<DemoHouseKey, { perfumer: string; countryOfOrigin: string }> = {
  veyra: { perfumer: 'Hélène Veyra', countryOfOrigin: 'France' },
  lumiere: { perfumer: 'Marco Lumière', countryOfOrigin: 'Italy' },
  ombre: { perfumer: 'Isaac Ombré', countryOfOrigin: 'France' },
  kesar: { perfumer: 'Meher Kesar', countryOfOrigin: 'India' },
  solenne: { perfumer: 'Claire Solenne', countryOfOrigin: 'France' },
  ivory: { perfumer: 'Tom Ashby', countryOfOrigin: 'United Kingdom' },
  botanica: { perfumer: 'Lucia Verde', countryOfOrigin: 'India' },
  celestine: { perfumer: 'Celestine Rhodes', countryOfOrigin: 'United States' },
  rohan: { perfumer: 'Anand Rao', countryOfOrigin: 'India' },
  aria: { perfumer: 'Anand Rao', countryOfOrigin: 'India' },
  drift: { perfumer: 'Drift Studio', countryOfOrigin: 'India' },
  roam: { perfumer: 'Roam Studio', countryOfOrigin: 'India' },
  noor: { perfumer: 'Noor family, Kannauj', countryOfOrigin: 'India' },
};

export function perfumeProfile(product: DemoProduct, index: number): PerfumeProfile {
  const row = profiles[product.title];
  if (!row) throw new Error(`No perfume profile for demo product ${product.title}`);
  const [concentration, top, heart, base, longevity, sillage, accords] = row;
  const family = familyDefaults[product.family];
  return {
    concentration,
    notes: { top, heart, base },
    accords: accords ?? family.accords,
    longevity,
    sillage,
    seasons: family.seasons,
    timesOfDay: family.timesOfDay,
    launchYear: 2012 + (index % 14),
    ...houseOrigins[product.house],
  };
}
