import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { COD_PAYMENT_METHOD, courierById, orderDiscountLabel, trackingUrl } from '@aurelle/contract';
import { issuedInvoice } from '../tax/find-invoice.ts';
import { taxDocumentAttachment } from '../pdf/render-pdf.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderOrderStatusMail } from '../../infra/mail/templates/order-status.ts';
import { MAILED_ORDER_STATUSES } from './order-status-mail-job.ts';
import { orderLineTitle } from '../orders/order-line-title.ts';

const payloadSchema = z.object({ orderId: z.uuid(), status: z.enum(MAILED_ORDER_STATUSES) });

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  shopName: string;
  appUrl: string;
}

/**
 * Job handler: tells the shopper their order has shipped or been delivered. Skipped when the order
 * has moved to another status since (an admin's correction), so nobody is told something untrue.
 */
export async function sendOrderStatusMail(deps: OrderMailDeps, payload: Record<string, unknown>): Promise<void> {
  const { orderId, status } = payloadSchema.parse(payload);
  const [row] = await deps.db
    .select({ order: orders, userName: users.userName, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row || row.order.status !== status) return;
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.title));
  const mail = renderOrderStatusMail({
    shopName: deps.shopName,
    appUrl: deps.appUrl,
    userName: row.userName,
    status,
    order: {
      id: row.order.id,
      totalPaise: row.order.totalPaise,
      discountPaise: row.order.discountPaise,
      discountLabel: orderDiscountLabel(row.order),
      address: row.order.addressSnapshot,
      items: items.map((item) => ({ title: orderLineTitle(item), quantity: item.quantity, unitPricePaise: item.unitPricePaise })),
    },
    shipment:
      row.order.courier && row.order.trackingNumber
        ? {
            courierName: courierById(row.order.courier)?.name ?? row.order.courier,
            trackingNumber: row.order.trackingNumber,
            trackingUrl: trackingUrl(row.order.courier, row.order.trackingNumber),
            expectedDeliveryDate: row.order.expectedDeliveryDate,
          }
        : undefined,
  });
  // A cash-on-delivery order is invoiced when its cash is recorded, with delivery: that invoice goes with this e-mail.
  const invoice =
    status === 'delivered' && row.order.paymentMethod === COD_PAYMENT_METHOD ? await issuedInvoice(deps.db, { orderId }) : undefined;
  await deps.mailer.send({ to: row.email, ...mail, ...(invoice ? { attachments: [await taxDocumentAttachment(invoice)] } : {}) });
}
