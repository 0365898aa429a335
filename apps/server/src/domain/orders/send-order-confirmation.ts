import { asc, eq } from 'drizzle-orm';
import { COD_PAYMENT_METHOD, DELIVERY_OPTION_LABELS, maskGiftCardCode, orderDiscountLabel } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderOrderConfirmationMail } from '../../infra/mail/templates/order-confirmation.ts';
import { issuedInvoice } from '../tax/find-invoice.ts';
import { taxDocumentAttachment } from '../pdf/render-pdf.ts';
import { orderLineTitle } from './order-line-title.ts';
import { codConfirmationUrl } from '../cod-confirmation/cod-confirmation-link.ts';
import { amountToPayPaise, presentOrderGiftCard } from '../gift-cards/order-gift-card.ts';

export interface SendOrderConfirmationDeps {
  db: Db;
  mailer: Mailer;
  shopName: string;
  appUrl: string;
  /** Signs the cash-on-delivery confirmation link (the server's JWT secret). */
  linkSecret: string;
}

/** Job handler body: e-mails the confirmation of a paid order with its tax invoice attached (queued once, by markOrderPaid). */
export async function sendOrderConfirmation(deps: SendOrderConfirmationDeps, orderId: string): Promise<'sent' | 'skipped'> {
  const [order] = await deps.db
    .select({ order: orders, userName: users.userName, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  const cashOnDelivery = order?.order.paymentMethod === COD_PAYMENT_METHOD;
  // Paid, or a cash-on-delivery order that is still on (a cancelled one needs no confirmation any more).
  if (
    !order ||
    (cashOnDelivery ? order.order.status === 'cancelled' || order.order.status === 'rejected' : order.order.paymentStatus !== 'completed')
  )
    return 'skipped';
  const items = await deps.db
    .select({
      title: orderItems.title,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.title));
  const mail = renderOrderConfirmationMail({
    shopName: deps.shopName,
    userName: order.userName,
    orderId,
    orderDate: order.order.paidAt ?? order.order.createdAt,
    items: items.map((item) => ({ ...item, title: orderLineTitle(item) })),
    subtotalPaise: order.order.subtotalPaise,
    discountPaise: order.order.discountPaise,
    discountLabel: orderDiscountLabel(order.order),
    totalPaise: order.order.totalPaise,
    codFeePaise: order.order.codFeePaise,
    giftWrapFeePaise: order.order.giftWrapFeePaise,
    delivery: { label: DELIVERY_OPTION_LABELS[order.order.deliveryOption], feePaise: order.order.deliveryFeePaise },
    // Cash on delivery with nothing left to collect (a gift card paid it all) was paid at once, like an online order.
    cashOnDelivery: cashOnDelivery && amountToPayPaise(order.order) > 0,
    giftCard: presentOrderGiftCard(order.order)
      ? { maskedCode: maskGiftCardCode(order.order.giftCardLastFour ?? ''), amountPaise: order.order.giftCardPaise }
      : undefined,
    address: order.order.addressSnapshot,
    ordersUrl: `${deps.appUrl}/shop/account?tab=orders`,
    codConfirmation:
      order.order.codConfirmation === 'awaiting' && order.order.codConfirmationDueAt
        ? { url: codConfirmationUrl(deps.appUrl, deps.linkSecret, orderId), confirmBy: order.order.codConfirmationDueAt }
        : undefined,
  });
  // An order paid before invoices existed has none: its confirmation goes without.
  const invoice = await issuedInvoice(deps.db, { orderId });
  const attachments = invoice ? [await taxDocumentAttachment(invoice)] : [];
  await deps.mailer.send({ to: order.email, ...mail, attachments });
  return 'sent';
}
