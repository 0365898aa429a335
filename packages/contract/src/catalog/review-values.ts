/**
 * Reviews' plain values (no schemas): the storefront's product page reads them on its first load, which must not load
 * zod (decision 067).
 */

/** The most photos one review carries. */
export const REVIEW_PHOTO_LIMIT = 3;
export const REVIEW_PHOTO_FIELD = 'photo';
export const REVIEW_PHOTO_LIMIT_MESSAGE = `A review can have at most ${REVIEW_PHOTO_LIMIT} photos`;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };
