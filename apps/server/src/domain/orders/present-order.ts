import { and, asc, eq, inArray } from 'drizzle-orm';
import { paiseToRupees, type Order } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, taxDocuments, users } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type InvoiceRow = Pick<typeof taxDocuments.$inferSelect, 'orderId' | 'number' | 'issuedAt' | 'document'>;

/** The order as the API shows it, amounts in rupees. */
export function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  customer?: { userName: string; email: string },
  invoice?: InvoiceRow,
): Order {
  const invoiceTotals = invoice?.document.totals;
  return {
    _id: order.id,
    id: order.id,
    userId: order.userId,
    ...(customer ? { userName: customer.userName, userEmail: customer.email } : {}),
    orderDate: order.createdAt.toISOString(),
    subtotalAmount: paiseToRupees(order.subtotalPaise),
    discountAmount: paiseToRupees(order.discountPaise),
    totalAmount: paiseToRupees(order.totalPaise),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    orderStatus: order.status,
    paymentId: order.providerPaymentId,
    cartItems: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      variantLabel: item.variantLabel,
      sku: item.sku,
      title: item.title,
      image: item.image,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
    })),
    addressInfo: order.addressSnapshot,
    updatedAt: order.updatedAt.toISOString(),
    invoice:
      invoice && invoiceTotals
        ? {
            number: invoice.number,
            issuedAt: invoice.issuedAt.toISOString(),
            taxableAmount: paiseToRupees(invoiceTotals.taxablePaise),
            taxAmount: paiseToRupees(invoiceTotals.cgstPaise + invoiceTotals.sgstPaise + invoiceTotals.igstPaise),
          }
        : null,
  };
}

/** Loads the lines, invoices (and optionally the customer) of several orders in a query each and presents them. */
export async function loadPresentedOrders(db: DbOrTx, rows: OrderRow[], options: { withCustomer?: boolean } = {}): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.title));
  const itemsByOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
  let customers = new Map<string, { userName: string; email: string }>();
  if (options.withCustomer) {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const found = await db
      .select({ id: users.id, userName: users.userName, email: users.email })
      .from(users)
      .where(inArray(users.id, userIds));
    customers = new Map(found.map((user) => [user.id, user]));
  }
  const invoices = await db
    .select({
      orderId: taxDocuments.orderId,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      document: taxDocuments.document,
    })
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.orderId, ids), eq(taxDocuments.kind, 'invoice')));
  const invoiceByOrder = new Map(invoices.map((invoice) => [invoice.orderId, invoice]));
  return rows.map((row) => presentOrder(row, itemsByOrder.get(row.id) ?? [], customers.get(row.userId), invoiceByOrder.get(row.id)));
}

export async function loadPresentedOrder(
  db: DbOrTx,
  orderId: string,
  options: { withCustomer?: boolean } = {},
): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return undefined;
  const [presented] = await loadPresentedOrders(db, [row], options);
  return presented;
}
