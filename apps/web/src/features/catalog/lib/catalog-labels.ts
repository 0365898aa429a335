import {
  concentrationLabels,
  genderLabels,
  priceBandLabels,
  type Concentration,
  type FragranceType,
  type ListingFilterGroup,
  type PriceBand,
  type Product,
} from '@aurelle/contract';

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** How a filter option reads in the panel. */
export function filterOptionLabel(group: ListingFilterGroup, value: string): string {
  if (group === 'gender') return value === 'male' || value === 'female' ? genderLabels[value] : capitalize(value);
  if (group === 'car') return 'Car Fragrances';
  if (group === 'concentration') return concentrationLabels[value as Concentration] ?? value;
  if (group === 'price') return priceBandLabels[value as PriceBand] ?? value;
  if (group === 'size') return `${value} ml`;
  if (group === 'notes') return value;
  return capitalize(value);
}

/** Custom brand/category replace the 'custom' placeholder the admin picked. */
export function productBrand(product: Pick<Product, 'brand' | 'customBrand'>): string {
  return product.brand === 'custom' && product.customBrand ? product.customBrand : product.brand;
}

export function productCategory(product: Pick<Product, 'category' | 'customCategory'>): string {
  return capitalize(product.category === 'custom' && product.customCategory ? product.customCategory : product.category);
}

export function fragranceLabel(type: FragranceType): string {
  return capitalize(type);
}

export interface FragranceFamily {
  type: FragranceType;
  notes: string;
  /** Two tones of the family's colour, for the card's wash. */
  from: string;
  to: string;
}

/** The home's shop-by-category cards (docs/decisions/057-readings-of-the-spec.md): fragrance families, each with its mood. */
export const fragranceFamilies: readonly FragranceFamily[] = [
  { type: 'floral', notes: 'Rose, jasmine, tuberose', from: '#f3e1e1', to: '#e7c6c8' },
  { type: 'woody', notes: 'Sandalwood, cedar, vetiver', from: '#e9dfd2', to: '#cdb89c' },
  { type: 'citrus', notes: 'Bergamot, neroli, yuzu', from: '#f6efd4', to: '#ead9a0' },
  { type: 'oud', notes: 'Agarwood, saffron, leather', from: '#e2d6cf', to: '#b89a8b' },
  { type: 'oriental', notes: 'Amber, vanilla, incense', from: '#f1e0cc', to: '#d9b48a' },
  { type: 'aromatic', notes: 'Lavender, sage, rosemary', from: '#e3e3ee', to: '#c3c2da' },
  { type: 'spicy', notes: 'Cardamom, pepper, clove', from: '#f1dccf', to: '#d9a98c' },
  { type: 'warm', notes: 'Tonka, benzoin, musk', from: '#efe2d6', to: '#d6b9a0' },
  { type: 'green', notes: 'Fig leaf, galbanum, tea', from: '#e2ebdf', to: '#b9cdb2' },
];
