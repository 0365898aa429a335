import type { TaxDocumentLine, TaxTotals } from '@aurelle/contract';

export interface GstLineInput {
  description: string;
  sku: string | null;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  gstRateBasisPoints: number;
  /** The line's share of the order's discount as checkout recorded it; absent: shared out by amount. */
  discountPaise?: number;
}

/**
 * An order's lines split into taxable value and GST (decision 073). Prices include GST. The order's discount is shared
 * out over the lines in proportion to their amounts (whole paise, the remainder to the largest fractions), then each
 * line is split once: CGST and SGST are equal halves, each round(taxable × rate / 2), for a supply within the shop's
 * state; IGST, round(taxable × rate), otherwise. The taxable value takes the remainder, so every line's taxable value
 * plus its tax is exactly what was paid for it, and the lines add up to the amount paid.
 */
export function splitGst(lines: readonly GstLineInput[], discountPaise: number, intraState: boolean): TaxDocumentLine[] {
  const grossAmounts = lines.map((line) => line.unitPricePaise * line.quantity);
  const discounts = lineDiscountsOf(lines, discountPaise);
  return lines.map((line, index) => {
    const grossPaise = grossAmounts[index] ?? 0;
    const lineDiscount = discounts[index] ?? 0;
    const totalPaise = grossPaise - lineDiscount;
    const rate = line.gstRateBasisPoints;
    // Tax on a GST-inclusive amount: total × rate / (1 + rate), with the rate in basis points; integers until the one rounding.
    const halfTax = intraState ? roundRatio(totalPaise * rate, 2 * (10_000 + rate)) : 0;
    const igstPaise = intraState ? 0 : roundRatio(totalPaise * rate, 10_000 + rate);
    const taxablePaise = totalPaise - 2 * halfTax - igstPaise;
    return {
      description: line.description,
      sku: line.sku,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      grossPaise,
      discountPaise: lineDiscount,
      taxablePaise,
      gstRateBasisPoints: rate,
      cgstPaise: halfTax,
      sgstPaise: halfTax,
      igstPaise,
      totalPaise,
    };
  });
}

/**
 * Each line's share of the order's discount: as checkout recorded it per line (a code may apply to some lines only),
 * or, for an order placed before lines recorded it, shared out in proportion to the lines' amounts.
 */
export function lineDiscountsOf(
  lines: ReadonlyArray<{ unitPricePaise: number; quantity: number; discountPaise?: number }>,
  orderDiscountPaise: number,
): number[] {
  const recorded = lines.map((line) => line.discountPaise ?? 0);
  if (orderDiscountPaise > 0 && recorded.reduce((sum, share) => sum + share, 0) === orderDiscountPaise) return recorded;
  return shareOut(
    orderDiscountPaise,
    lines.map((line) => line.unitPricePaise * line.quantity),
  );
}

export function sumTaxLines(lines: readonly TaxDocumentLine[]): TaxTotals {
  return lines.reduce<TaxTotals>(
    (totals, line) => ({
      taxablePaise: totals.taxablePaise + line.taxablePaise,
      cgstPaise: totals.cgstPaise + line.cgstPaise,
      sgstPaise: totals.sgstPaise + line.sgstPaise,
      igstPaise: totals.igstPaise + line.igstPaise,
      totalPaise: totals.totalPaise + line.totalPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  );
}

/** numerator / denominator rounded half up (both non-negative integers). */
function roundRatio(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * `amount` in whole paise over `weights`, in proportion (largest remainder: floors first, then one paisa each to the
 * largest fractions, earlier lines first on a tie). Never more than a weight's own amount.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || whole <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, whole);
  const shares = weights.map((weight) => Math.floor((capped * weight) / whole));
  let left = capped - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = weights
    .map((weight, index) => ({ index, fraction: (capped * weight) % whole }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
