/**
 * Money is integer paise inside the system; the API speaks rupees with 2 decimals
 * (docs/decisions/052-money-in-paise-server-computes-amounts.md).
 */
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

/**
 * The largest amount any money field accepts: ₹1,00,00,000, i.e. 10^9 paise, inside the 32-bit integer
 * paise columns (at most 2,147,483,647) with room to spare.
 */
export const MAX_RUPEE_AMOUNT = 10_000_000;

/**
 * Whether a number of rupees is a whole number of paise: finite, and exactly the number a decimal with at
 * most 2 places reads as (1999.99 is; 10.005, 1e-9 and 5e-324 are not, though they round to whole paise).
 * Exact, with no tolerance: `toFixed(2)` names the nearest 2-decimal amount and reading it back must give
 * the same number.
 */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Number(rupees.toFixed(2)) === rupees;
}

/** Unit price for cart purposes = salePrice when greater than 0, else price. */
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
 * nearest paisa; shipping is free on every order (docs/decisions/052-money-in-paise-server-computes-amounts.md).
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
