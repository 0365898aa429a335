/** The wishlist's limit and messages, with no schema (the hearts on every card need them at first load). */
export const MAX_WISHLIST_ITEMS = 100;
export const WISHLIST_ADDED_MESSAGE = 'Saved to your wishlist';
export const WISHLIST_REMOVED_MESSAGE = 'Removed from your wishlist';
export const WISHLIST_FULL_MESSAGE = `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products. Remove one to save another`;
export const WISHLIST_SIGN_IN_MESSAGE = 'Sign in to save perfumes to your wishlist';
