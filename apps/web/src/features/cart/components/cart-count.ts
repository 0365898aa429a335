/** "1 item", "3 items": the cart button's label and the sheet's description. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The sheet's element id, which the header's button controls. */
export const CART_PANEL_ID = 'cart-sheet';
