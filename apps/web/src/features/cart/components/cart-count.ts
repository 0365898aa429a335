/** "1 item", "3 items": the cart button's label and the sheet's description. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The sheet's element id, which the header's button controls. */
export const CART_PANEL_ID = 'cart-sheet';

/**
 * A line's name for its buttons ("Remove …", "Quantity of …"): the title, and the size when another line holds the
 * same scent in another size, so every control's name stays unique.
 */
export function cartLineName(
  item: { productId: string; variantId: string; title: string; variantLabel: string },
  items: ReadonlyArray<{ productId: string; variantId: string }>,
): string {
  const sharesTitle = items.some((other) => other.productId === item.productId && other.variantId !== item.variantId);
  return sharesTitle ? `${item.title}, ${item.variantLabel}` : item.title;
}
