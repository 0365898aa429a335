/** Money is integer paise inside the system; the API speaks rupees with 2 decimals (DESIGN §3). */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const inrWholeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** ₹1,24,999.00 — rupee sign, Indian digit grouping, 2 decimals (lists, cards, order history). */
export function formatInr(rupees: number): string {
  return inrFormatter.format(rupees);
}

/** ₹1,24,999 — drops ".00" for whole amounts (the admin dashboard figures). */
export function formatInrCompact(rupees: number): string {
  // Paise are never shown as one digit (₹5,098.3): a fractional amount keeps both decimals.
  return Number.isInteger(Math.round(rupees * 100) / 100) ? inrWholeFormatter.format(rupees) : inrFormatter.format(rupees);
}

/** Unit price for cart purposes = salePrice when greater than 0, else price (spec §3). */
export function unitPricePaise(item: { pricePaise: Paise; salePricePaise: Paise }): Paise {
  return item.salePricePaise > 0 ? item.salePricePaise : item.pricePaise;
}

export interface OrderTotals {
  subtotalPaise: Paise;
  discountPaise: Paise;
  shippingPaise: Paise;
  totalPaise: Paise;
}

/**
 * Totals of a cart. The first-order discount is 15% of the cart total, rounded to the
 * nearest paisa; shipping is free on every order (DESIGN §3).
 */
export function computeOrderTotals(
  lines: ReadonlyArray<{ unitPricePaise: Paise; quantity: number }>,
  isFirstOrder: boolean,
  discountPercent = 15,
): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const discountPaise = isFirstOrder ? Math.round((subtotalPaise * discountPercent) / 100) : 0;
  const shippingPaise = 0;
  return { subtotalPaise, discountPaise, shippingPaise, totalPaise: subtotalPaise - discountPaise + shippingPaise };
}
