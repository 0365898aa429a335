export * from './product.ts';
export * from './listing.ts';
export * from './feature.ts';
export * from './review.ts';
export * from './notes.ts';
export * from './catalog-csv.ts';
export * from './archive-values.ts';
