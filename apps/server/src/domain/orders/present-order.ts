import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  courierById,
  DELIVERY_OPTION_LABELS,
  paiseToRupees,
  trackingUrl,
  type AfterSales,
  type Order,
  orderDiscountLabel,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, refunds, returnRequests, taxDocuments, users } from '../../db/schema/index.ts';
import { canCancel, isWithinReturnWindow, refundablePaise, refundedPaise, returnDeadline } from '../after-sales/rules.ts';
import { orderLineTitle } from './order-line-title.ts';
import { amountToPayPaise, presentOrderGiftCard } from '../gift-cards/order-gift-card.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type InvoiceRow = Pick<typeof taxDocuments.$inferSelect, 'orderId' | 'number' | 'issuedAt' | 'document'>;
type RefundRow = typeof refunds.$inferSelect & { creditNoteNumber: string | null };
type ReturnRow = typeof returnRequests.$inferSelect;

export interface AfterSalesRows {
  refunds: RefundRow[];
  returns: ReturnRow[];
}

/** The order as the API shows it, amounts in rupees. */
export function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  customer?: { userName: string; email: string },
  invoice?: InvoiceRow,
  afterSalesRows: AfterSalesRows = { refunds: [], returns: [] },
  now = new Date(),
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
    discountLabel: order.discountPaise > 0 ? orderDiscountLabel(order) : null,
    totalAmount: paiseToRupees(order.totalPaise),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    orderStatus: order.status,
    paymentId: order.providerPaymentId,
    cartItems: items.map((item) => ({
      lineId: item.id,
      productId: item.productId,
      variantId: item.variantId,
      variantLabel: item.variantLabel,
      sku: item.sku,
      title: item.title,
      image: item.image,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
      offerName: item.offerName,
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
    afterSales: presentAfterSales(order, items, afterSalesRows, now),
    delivery: {
      option: order.deliveryOption,
      label: DELIVERY_OPTION_LABELS[order.deliveryOption],
      fee: paiseToRupees(order.deliveryFeePaise),
    },
    gift: order.isGift ? { wrap: order.giftWrap, message: order.giftMessage ?? '', wrapFee: paiseToRupees(order.giftWrapFeePaise) } : null,
    giftCard: presentOrderGiftCard(order),
    amountToPay: paiseToRupees(amountToPayPaise(order)),
  };
}

function presentAfterSales(order: OrderRow, items: OrderItemRow[], rows: AfterSalesRows, now: Date): AfterSales {
  const titles = new Map(items.map((item) => [item.id, orderLineTitle(item)]));
  const courier = order.courier ? courierById(order.courier) : undefined;
  const openReturn = rows.returns.some((request) => request.status === 'requested');
  const deadline = returnDeadline(order);
  const returnable = deadline !== null && !openReturn && isWithinReturnWindow(order, now) && refundablePaise(order, rows.refunds) > 0;
  return {
    codFee: paiseToRupees(order.codFeePaise),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    shipment:
      order.courier && order.trackingNumber && order.shippedAt
        ? {
            courier: order.courier,
            courierName: courier?.name ?? order.courier,
            trackingNumber: order.trackingNumber,
            trackingUrl: trackingUrl(order.courier, order.trackingNumber),
            shippedAt: order.shippedAt.toISOString(),
            expectedDeliveryDate: order.expectedDeliveryDate,
          }
        : null,
    refunds: rows.refunds.map((refund) => ({
      id: refund.id,
      kind: refund.kind,
      amount: paiseToRupees(refund.amountPaise),
      reason: refund.reason,
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
      creditNote: refund.creditNoteId && refund.creditNoteNumber ? { id: refund.creditNoteId, number: refund.creditNoteNumber } : null,
    })),
    refundedAmount: paiseToRupees(refundedPaise(rows.refunds)),
    refundableAmount: paiseToRupees(refundablePaise(order, rows.refunds)),
    returns: rows.returns.map((request) => ({
      id: request.id,
      status: request.status,
      reason: request.reason,
      rejectionReason: request.rejectionReason,
      lines: request.lines.map((line) => ({ lineId: line.lineId, title: titles.get(line.lineId) ?? 'Item', quantity: line.quantity })),
      amount: paiseToRupees(request.amountPaise),
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    })),
    canCancel: canCancel(order),
    returnableUntil: returnable && deadline ? deadline.toISOString() : null,
    codConfirmation:
      order.codConfirmation && order.status !== 'cancelled' && order.status !== 'rejected'
        ? {
            state: order.codConfirmation,
            confirmBy: order.codConfirmation === 'awaiting' ? (order.codConfirmationDueAt?.toISOString() ?? null) : null,
            via: codConfirmationChannel(order.codConfirmedVia),
          }
        : null,
    whatsappUpdates: order.whatsappUpdates,
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
  const refundRows = await db
    .select({ refund: refunds, creditNoteNumber: taxDocuments.number })
    .from(refunds)
    .leftJoin(taxDocuments, eq(taxDocuments.id, refunds.creditNoteId))
    .where(inArray(refunds.orderId, ids))
    .orderBy(asc(refunds.createdAt));
  const returnRows = await db
    .select()
    .from(returnRequests)
    .where(inArray(returnRequests.orderId, ids))
    .orderBy(asc(returnRequests.createdAt));
  const afterSalesByOrder = new Map<string, AfterSalesRows>(ids.map((id) => [id, { refunds: [], returns: [] }]));
  for (const { refund, creditNoteNumber } of refundRows)
    afterSalesByOrder.get(refund.orderId)?.refunds.push({ ...refund, creditNoteNumber });
  for (const request of returnRows) afterSalesByOrder.get(request.orderId)?.returns.push(request);
  return rows.map((row) =>
    presentOrder(row, itemsByOrder.get(row.id) ?? [], customers.get(row.userId), invoiceByOrder.get(row.id), afterSalesByOrder.get(row.id)),
  );
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

function codConfirmationChannel(via: string | null): 'whatsapp' | 'email' | 'admin' | null {
  return via === 'whatsapp' || via === 'email' || via === 'admin' ? via : null;
}
