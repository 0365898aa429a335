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

/**
 * The last three digits, then pairs: 1,24,99,999 (Indian grouping of an integer's digits).
 * Written out rather than asked of Intl: building an 'en-IN' NumberFormat loads locale data that cost a phone about
 * 30 ms on every page (measured at 130 ms under Lighthouse's 4x CPU slowdown); the output is the same, and
 * `money.test.ts` checks it against Intl.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `value` (finite, not negative) to `decimals` places as Intl rounds it: half away from zero, on the shortest decimal
 * that reads back as the same number (99999.995 is "99999.995", so it becomes 100000.00, where toFixed gives 99999.99).
 */
function roundedDigits(value: number, decimals: 0 | 2): { whole: string; fraction: string } {
  const text = String(value);
  if (text.includes('e')) {
    const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
    return { whole, fraction };
  }
  const [integerPart = '0', decimalPart = ''] = text.split('.');
  const kept = BigInt(integerPart + decimalPart.padEnd(decimals, '0').slice(0, decimals));
  const digits = (kept + ((decimalPart[decimals] ?? '0') >= '5' ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  return { whole: digits.slice(0, digits.length - decimals), fraction: digits.slice(digits.length - decimals) };
}

function formatRupees(rupees: number, decimals: 0 | 2): string {
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  const { whole, fraction } = roundedDigits(Math.abs(rupees), decimals);
  return `${rupees < 0 ? '-' : ''}₹${groupIndian(whole)}${fraction === '' ? '' : `.${fraction}`}`;
}

/** ₹1,24,999.00 — rupee sign, Indian digit grouping, 2 decimals (lists, cards, order history). */
export function formatInr(rupees: number): string {
  return formatRupees(rupees, 2);
}

/** ₹1,24,999 — drops ".00" for whole amounts (the admin dashboard figures). */
export function formatInrCompact(rupees: number): string {
  // Paise are never shown as one digit (₹5,098.3): a fractional amount keeps both decimals.
  return Number.isInteger(Math.round(rupees * 100) / 100) ? formatRupees(rupees, 0) : formatRupees(rupees, 2);
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

/**
 * When a size's sale price applies (docs/decisions/081-sale-windows.md): from `saleStartsAt` (included) to
 * `saleEndsAt` (excluded); a missing edge is open, no window at all means always. Instants as a Date or ISO text.
 */
export interface SaleWindow {
  saleStartsAt?: Date | string | null | undefined;
  saleEndsAt?: Date | string | null | undefined;
}

function instantMs(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/**
 * THE rule for a sale at instant `at`: a sale price applies when it is above 0 and `at` is within [start, end).
 * Amount-agnostic (paise or rupees). Every amount the server charges or shows goes through it.
 */
export function isSaleOn(salePrice: number, window: SaleWindow, at: Date): boolean {
  if (!(salePrice > 0)) return false;
  const now = at.getTime();
  if (window.saleStartsAt && now < instantMs(window.saleStartsAt)) return false;
  if (window.saleEndsAt && now >= instantMs(window.saleEndsAt)) return false;
  return true;
}

/** The sale price in force at `at`, or 0 when there is none then. */
export function salePricePaiseAt(item: { salePricePaise: Paise } & SaleWindow, at: Date): Paise {
  return isSaleOn(item.salePricePaise, item, at) ? item.salePricePaise : 0;
}

/** Unit price at `at` = the sale price when it applies then (isSaleOn), else the price. */
export function unitPricePaise(item: { pricePaise: Paise; salePricePaise: Paise } & SaleWindow, at: Date): Paise {
  return isSaleOn(item.salePricePaise, item, at) ? item.salePricePaise : item.pricePaise;
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
