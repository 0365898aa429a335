import { z } from 'zod';
import { formatInrCompact, isWholePaise, MAX_RUPEE_AMOUNT } from './money.ts';

/** A plain decimal as a form field holds it ("1299.5", " 42 ", "1e3"); not "", "0x10", "Infinity" or "NaN". */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

export interface RupeeAmountOptions {
  /** The field as its messages name it: 'Price', 'Sale price'. */
  label: string;
  /** 'positive' refuses 0 (a product's price); 'non-negative' (the default) accepts it. */
  min?: 'positive' | 'non-negative';
  /** Upper bound in rupees; at most MAX_RUPEE_AMOUNT. */
  max?: number;
}

/**
 * The one rule for a rupee amount the API receives (finding 9): a number, or a numeric string as
 * form fields send it, that is a whole number of paise (at most 2 decimal places), not negative (or above 0),
 * and at most ₹1,00,00,000. Each refusal is one clear message naming the field. The parsed value is rupees,
 * which `rupeesToPaise` turns into paise exactly.
 */
export function rupeeAmount({ label, min = 'non-negative', max = MAX_RUPEE_AMOUNT }: RupeeAmountOptions) {
  const limit = Math.min(max, MAX_RUPEE_AMOUNT);
  const notANumber = `${label} must be a number`;
  return z.union([z.number(), z.string()], { error: notANumber }).transform((raw, ctx): number => {
    const rupees = typeof raw === 'number' ? raw : DECIMAL_TEXT.test(raw.trim()) ? Number(raw) : Number.NaN;
    const problem = !Number.isFinite(rupees)
      ? notANumber
      : !isWholePaise(rupees)
        ? `${label} must be an amount in rupees with at most 2 decimal places`
        : min === 'positive' && rupees <= 0
          ? `${label} must be greater than 0`
          : rupees < 0
            ? `${label} must not be negative`
            : rupees > limit
              ? `${label} must be at most ${formatInrCompact(limit)}`
              : undefined;
    if (problem === undefined) return rupees === 0 ? 0 : rupees; // never -0
    ctx.addIssue({ code: 'custom', message: problem, input: raw });
    return z.NEVER;
  });
}

const NUMBER_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A whole count the API receives (stock, a size in ml): a number, or a plain number as text (a form field, a CSV cell).
 * Anything else is refused (`""`, `[]` or `true` used to coerce to 0 or 1 and save), each refusal naming the
 * field: not a number, not whole, below the minimum (negative), above the maximum.
 */
export function wholeNumberField({ label, min, max }: { label: string; min: number; max: number }) {
  const notANumber = `${label} must be a number`;
  return z.union([z.number(), z.string()], { error: notANumber }).transform((raw, ctx): number => {
    const value = typeof raw === 'number' ? raw : NUMBER_TEXT.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    const problem = !Number.isFinite(value)
      ? notANumber
      : !Number.isInteger(value)
        ? `${label} must be a whole number`
        : value < min
          ? min === 0
            ? `${label} must not be negative`
            : `${label} must be at least ${min.toLocaleString('en-IN')}`
          : value > max
            ? `${label} must be at most ${max.toLocaleString('en-IN')}`
            : undefined;
    if (problem === undefined) return value === 0 ? 0 : value;
    ctx.addIssue({ code: 'custom', message: problem, input: raw });
    return z.NEVER;
  });
}
