import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort } from '@aurelle/contract';

/** The orders a product's reviews can be read in, with their labels (plain values: the first load has no zod). */
export const reviewSortOptions: ReadonlyArray<{ value: ReviewSort; label: string }> = REVIEW_SORTS.map((value) => ({
  value,
  label: REVIEW_SORT_LABELS[value],
}));
