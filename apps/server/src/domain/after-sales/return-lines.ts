import { asc, eq } from 'drizzle-orm';
import type { ReturnLine } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { lineDiscountsOf } from '../tax/split-gst.ts';

type OrderItemRow = typeof orderItems.$inferSelect;

export interface ReturnedLineValue {
  lineId: string;
  /** The line's place on the invoice, which lists the order's lines in this same order. */
  invoiceLineIndex: number;
  quantity: number;
  /** What these units cost the shopper, after their share of the order's discount. */
  amountPaise: number;
}

/** An order's lines in the order its invoice lists them (issueInvoice reads them the same way). */
export function orderLinesAsInvoiced(tx: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.title), asc(orderItems.id));
}

/**
 * What returned units are worth: each line's amount after its share of the discount (shared as on the invoice), pro
 * rata for the units returned, rounded to the paisa. The return's refund and its credit note both come from here.
 */
export function valueReturnedLines(
  items: readonly OrderItemRow[],
  discountPaise: number,
  lines: readonly ReturnLine[],
): ReturnedLineValue[] {
  const gross = items.map((item) => item.unitPricePaise * item.quantity);
  const discounts = lineDiscountsOf(items, discountPaise);
  return lines.flatMap((line) => {
    const index = items.findIndex((item) => item.id === line.lineId);
    const item = items[index];
    if (!item) return [];
    const paid = (gross[index] ?? 0) - (discounts[index] ?? 0);
    return [
      {
        lineId: line.lineId,
        invoiceLineIndex: index,
        quantity: line.quantity,
        amountPaise: Math.round((paid * line.quantity) / item.quantity),
      },
    ];
  });
}

export async function returnedInvoiceLines(
  tx: DbOrTx,
  order: { id: string; discountPaise: number },
  lines: readonly ReturnLine[],
): Promise<ReturnedLineValue[]> {
  return valueReturnedLines(await orderLinesAsInvoiced(tx, order.id), order.discountPaise, lines);
}
