import type { ReactNode } from 'react';
import { formatInr, type Order } from '@aurelle/contract';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { NamedEndpoint } from '@/lib/api-client';
import { Separator } from '@/components/ui/separator';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { formatOrderDate, formatOrderTime, paymentMethodLabel } from './format-order';
import { CancelOrderDialog } from './cancel-order-dialog';
import { RefundsSection, ReturnsSection, ShipmentSection } from './order-after-sales';
import { ReturnRequestDialog } from './return-request-dialog';
import { TrackingTimeline } from './tracking-timeline';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-stone">{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}

const INVOICE_PATH: NamedEndpoint<'downloadMyInvoice'>['path'] = '/api/shop/order/invoice/:id';

/** The order's tax invoice (issued once it is paid): its number, the GST it includes, and the PDF. */
function InvoiceSection({ order }: { order: Order }) {
  if (!order.invoice) return null;
  return (
    <section
      aria-labelledby="order-invoice-title"
      className="flex flex-wrap items-center justify-between gap-4 border border-line px-4 py-3"
    >
      <div>
        <h3 id="order-invoice-title" className="type-h4">
          Tax invoice
        </h3>
        <p className="text-xs text-stone">
          <span className="font-mono" data-testid="invoice-number">
            {order.invoice.number}
          </span>{' '}
          · Includes GST of {formatInr(order.invoice.taxAmount)}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <a href={INVOICE_PATH.replace(':id', order._id)} download>
          <FileDown aria-hidden className="size-4" />
          Download invoice
        </a>
      </Button>
    </section>
  );
}

interface OrderDetailsDialogProps {
  order: Order | undefined;
  isOpen: boolean;
  onClose: () => void;
}

/** Every field of one order, its items with line totals, and where it ships. */
export function OrderDetailsDialog({ order, isOpen, onClose }: OrderDetailsDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <p className="eyebrow text-gold-deep">Order details</p>
        <DialogTitle className="mt-1 text-3xl">Your order</DialogTitle>
        <DialogDescription>Everything about this order, from payment to delivery address.</DialogDescription>
        {order ? (
          <div className="mt-6 flex flex-col gap-6 text-sm">
            <dl>
              <Row label="Order ID">
                <span className="break-all font-mono text-xs">{order._id}</span>
              </Row>
              <Row label="Order Date">
                {formatOrderDate(order.orderDate)}, {formatOrderTime(order.orderDate)}
              </Row>
              {order.discountAmount > 0 ? <Row label={order.discountLabel ?? 'Discount'}>−{formatInr(order.discountAmount)}</Row> : null}
              <Row label={order.delivery.label}>{order.delivery.fee > 0 ? formatInr(order.delivery.fee) : 'Free'}</Row>
              {order.afterSales.codFee > 0 ? <Row label="Cash on delivery fee">{formatInr(order.afterSales.codFee)}</Row> : null}
              {order.gift?.wrap && order.gift.wrapFee > 0 ? <Row label="Gift wrap">{formatInr(order.gift.wrapFee)}</Row> : null}
              <Row label="Order Price">
                <span className="font-medium tabular-nums">{formatInr(order.totalAmount)}</span>
              </Row>
              {order.giftCard ? (
                <>
                  <div className="flex items-center justify-between gap-4 py-1.5">
                    <dt className="min-w-0 text-stone">
                      Gift card <span className="block font-mono text-xs">{order.giftCard.maskedCode}</span>
                    </dt>
                    <dd className="whitespace-nowrap text-right text-ink tabular-nums" data-testid="order-gift-card">
                      −{formatInr(order.giftCard.amount)}
                    </dd>
                  </div>
                  {order.amountToPay > 0 ? (
                    <Row label={order.paymentMethod === 'cod' ? 'To pay on delivery' : 'Paid online'}>
                      <span className="whitespace-nowrap font-medium tabular-nums" data-testid="order-amount-to-pay">
                        {formatInr(order.amountToPay)}
                      </span>
                    </Row>
                  ) : null}
                </>
              ) : null}
              <Row label="Payment Method">{paymentMethodLabel(order.paymentMethod)}</Row>
              <Row label="Payment Status">
                <PaymentStatusBadge status={order.paymentStatus} />
              </Row>
              <Row label="Order Status">
                <OrderStatusBadge status={order.orderStatus} />
              </Row>
            </dl>
            {order.afterSales.codConfirmation?.state === 'awaiting' ? (
              <p role="status" className="border border-gold/50 bg-ivory/60 p-4 text-sm leading-relaxed text-ink-soft">
                <span className="font-medium text-ink">Please confirm this order.</span> We ship cash-on-delivery orders once you confirm
                them with the link in your order e-mail{order.afterSales.whatsappUpdates ? ' or the button on WhatsApp' : ''}
                {order.afterSales.codConfirmation.confirmBy
                  ? `, by ${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(order.afterSales.codConfirmation.confirmBy))}`
                  : ''}
                .
              </p>
            ) : null}
            {order.gift ? (
              <section aria-labelledby="order-gift-title" className="border border-gold/40 bg-ivory/60 p-4">
                <h3 id="order-gift-title" className="type-h4">
                  Sent as a gift
                </h3>
                <p className="mt-1 text-stone">
                  {order.gift.wrap ? 'Gift wrapped, ' : ''}with a gift receipt instead of prices in the parcel.
                </p>
                {order.gift.message ? (
                  <blockquote className="mt-3 border-l-2 border-gold pl-3 font-display text-lg italic">{order.gift.message}</blockquote>
                ) : null}
              </section>
            ) : null}
            <InvoiceSection order={order} />
            <ShipmentSection order={order} />
            <TrackingTimeline order={order} />
            {order.afterSales.canCancel || order.afterSales.returnableUntil ? (
              <div className="flex flex-wrap gap-3" aria-label="Order actions" role="group">
                <CancelOrderDialog order={order} />
                <ReturnRequestDialog order={order} />
              </div>
            ) : null}
            <ReturnsSection order={order} />
            <RefundsSection order={order} />
            <Separator />
            <section aria-labelledby="order-items-title">
              <h3 id="order-items-title" className="type-h4">
                Items
              </h3>
              {order.cartItems.length === 0 ? (
                <p className="mt-3 text-stone">No items found</p>
              ) : (
                <ul className="mt-3 divide-y divide-line border-y border-line">
                  {order.cartItems.map((item, index) => (
                    <li key={`${item.productId ?? item.title}-${index}`} className="flex items-center gap-3 py-3" data-testid="order-item">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-ink">{item.title}</p>
                        {item.variantLabel ? <p className="text-xs uppercase tracking-[0.16em] text-stone">{item.variantLabel}</p> : null}
                        <p className="text-xs text-stone">
                          Quantity: {item.quantity} · Price: {formatInr(item.price)}
                        </p>
                        {item.offerName ? <p className="text-xs text-gold-deep">Offer: {item.offerName}</p> : null}
                      </div>
                      {item.offerName ? (
                        <p className="text-xs font-medium uppercase tracking-[0.16em] text-gold-deep" data-testid="order-item-free">
                          Free
                        </p>
                      ) : (
                        <p className="tabular-nums">{formatInr(item.price * item.quantity)}</p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="order-shipping-title">
              <h3 id="order-shipping-title" className="type-h4">
                Shipping info
              </h3>
              <dl className="mt-2">
                <Row label="Full name">{order.addressInfo.fullName}</Row>
                <Row label="Phone number">{order.addressInfo.phoneNumber}</Row>
                <Row label="Address line 1">{order.addressInfo.addressLine1}</Row>
                {order.addressInfo.addressLine2 ? <Row label="Address line 2">{order.addressInfo.addressLine2}</Row> : null}
                <Row label="City">{order.addressInfo.city}</Row>
                <Row label="State">{order.addressInfo.state}</Row>
                <Row label="Postal code">{order.addressInfo.postalCode}</Row>
              </dl>
            </section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
