/*
 * Archive instead of delete (decision 088): an archived product leaves the shop (listing, search, its page,
 * carts and wishlists) while past orders and invoices keep it whole, and it can come back. Delete stays only for a
 * product nobody ever ordered. Messages only, no schema: the storefront's first load may need them (decision 067).
 */

export const PRODUCT_ARCHIVED_MESSAGE = 'Product archived: it has left the shop';
export const PRODUCT_RESTORED_MESSAGE = 'Product restored to the shop';
/** A delete refused because orders name the product (409, reason PRODUCT_ORDERED). */
export const PRODUCT_ORDERED_MESSAGE =
  'This product has been ordered, so it cannot be deleted: archive it instead to take it out of the shop and keep past orders whole';
/** What a shopper is told about an archived product in a cart or a wishlist. */
export const PRODUCT_UNAVAILABLE_MESSAGE = 'This perfume is no longer available';
export const productUnavailableAtCheckoutMessage = (title: string) =>
  `${title} is no longer available. Please remove it from your cart to check out`;
