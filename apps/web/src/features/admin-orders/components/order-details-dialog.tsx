import { useEffect } from 'react';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';
import { formatInr, type AdminOrder } from '@aurelle/contract';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, type NamedEndpoint } from '@/lib/api-client';
import { useAdminOrder } from '../api/use-admin-order';
import { orderDateTimeFormat, shortOrderId } from './order-format';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badges';
import { UpdateStatusForm } from './update-status-form';
import { paymentMethodLabel } from './after-sales-rules';
import { CodActions } from './cod-actions';
import { Fact } from './fact';
import { RefundsSection } from './refunds-section';
import { ReturnsSection } from './returns-section';
import { ShipmentSection } from './shipment-section';
import { ReturnedToSenderSection } from './returned-to-sender-section';
import { OrderTimelineSection } from './order-timeline-section';

const INVOICE_PATH: NamedEndpoint<'downloadOrderInvoice'>['path'] = '/api/admin/orders/invoice/:id';
const PACKING_SLIPS_PATH: NamedEndpoint<'downloadPackingSlips'>['path'] = '/api/admin/orders/packing-slips';

/** The admin's view of one order: customer, items, address, payment, the after-sales actions and the status update. */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const orderQuery = useAdminOrder(orderId);
  const order = orderQuery.data;

  useEffect(() => {
    if (orderQuery.isError)
      toast.error('Failed to load order details', { description: errorMessage(orderQuery.error, 'Something went wrong') });
  }, [orderQuery.isError, orderQuery.error, orderQuery.errorUpdatedAt]);

  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl p-0 sm:p-0">
        <div className="border-b border-line bg-ivory/60 px-6 py-6 sm:px-9 sm:py-7">
          <p className="eyebrow text-gold-deep">Order details</p>
          <DialogTitle className="mt-1 text-3xl">{order ? `Order #${shortOrderId(order)}` : 'Order'}</DialogTitle>
          <DialogDescription className="mt-1">
            {order ? `Placed ${orderDateTimeFormat.format(new Date(order.orderDate))}` : 'Loading the order…'}
          </DialogDescription>
        </div>
        <div className="px-6 py-6 sm:px-9 sm:py-8">
          {orderQuery.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(orderQuery.error, 'Failed to load order details')}
            </p>
          ) : order ? (
            <OrderDetails order={order} />
          ) : (
            <DetailsSkeleton />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const address = order.addressInfo;
  const { can } = useSession();
  const mayManage = can('orders.manage');
  const mayReadInvoices = can('invoices');
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-1 gap-x-8 gap-y-4 min-[480px]:grid-cols-2">
        <Fact label="Order ID">
          <span className="break-all font-mono text-xs">{order._id}</span>
        </Fact>
        <Fact label="Order Date">{orderDateTimeFormat.format(new Date(order.orderDate))}</Fact>
        <Fact label="Order Price">
          <span className="font-display text-xl lining-nums">{formatInr(order.totalAmount)}</span>
        </Fact>
        <Fact label="Order Status">
          <OrderStatusBadge status={order.orderStatus} variant="details" />
        </Fact>
        <Fact label="Payment Method">{paymentMethodLabel(order.paymentMethod)}</Fact>
        <Fact label="Payment Status">
          <PaymentStatusBadge status={order.paymentStatus} />
        </Fact>
        <Fact label="Payment ID">
          {order.paymentId ? <span className="break-all font-mono text-xs">{order.paymentId}</span> : <span className="text-stone">—</span>}
        </Fact>
        <Fact label="Tax invoice">
          {order.invoice && !mayReadInvoices ? (
            <span className="font-mono text-xs">{order.invoice.number}</span>
          ) : order.invoice ? (
            <a
              className="font-mono text-xs text-ink underline decoration-gold underline-offset-4 hover:text-gold-deep"
              href={INVOICE_PATH.replace(':id', order._id)}
              download
            >
              {order.invoice.number} (PDF)
            </a>
          ) : (
            <span className="text-stone">Issued when paid</span>
          )}
        </Fact>
        <Fact label="Customer">
          <span className="block">{order.userName ?? address.fullName}</span>
          {order.userEmail ? <span className="block break-all text-xs text-stone">{order.userEmail}</span> : null}
        </Fact>
        <Fact label="Packing slip">
          <a
            className="text-xs text-ink underline decoration-gold underline-offset-4 hover:text-gold-deep"
            href={`${PACKING_SLIPS_PATH}?ids=${encodeURIComponent(order._id)}`}
            target="_blank"
            rel="noopener"
          >
            {order.gift ? 'Print gift receipt (PDF)' : 'Print packing slip (PDF)'}
          </a>
        </Fact>
      </dl>

      {order.gift ? (
        <section aria-labelledby="order-gift-heading" className="border border-gold/40 bg-ivory/60 p-4">
          <h3 id="order-gift-heading" className="type-h4">
            A gift
          </h3>
          <p className="mt-1 text-sm text-stone">
            {order.gift.wrap ? `Gift wrap (${formatInr(order.gift.wrapFee)}). ` : 'No gift wrap. '}
            Its slip is a gift receipt: no prices in the parcel.
          </p>
          {order.gift.message ? (
            <blockquote className="mt-3 border-l-2 border-gold pl-3 font-display text-lg italic">{order.gift.message}</blockquote>
          ) : (
            <p className="mt-3 text-sm text-stone">No message.</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="order-items-heading">
        <h3 id="order-items-heading" className="type-h4">
          Items
        </h3>
        {order.cartItems.length === 0 ? (
          <p className="mt-3 text-sm text-stone">No items found</p>
        ) : (
          <ul className="mt-3 divide-y divide-line border-y border-line">
            {order.cartItems.map((item) => (
              <li key={item.lineId} className="flex items-center gap-4 py-3">
                {item.image ? (
                  <img src={item.image} alt="" className="size-12 shrink-0 bg-ivory object-cover" loading="lazy" />
                ) : (
                  <span className="size-12 shrink-0 bg-ivory-deep" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{item.title}</p>
                  {item.variantLabel ? (
                    <p className="text-xs text-stone">
                      {item.variantLabel}
                      {item.sku ? ` · SKU ${item.sku}` : ''}
                    </p>
                  ) : null}
                  <p className="text-xs text-stone">
                    {item.quantity} × {formatInr(item.price)}
                  </p>
                  {item.offerName ? <p className="text-xs text-gold-deep">Free with Offer: {item.offerName}</p> : null}
                </div>
                <p className="whitespace-nowrap text-sm tabular-nums">{item.offerName ? 'Free' : formatInr(item.price * item.quantity)}</p>
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-3 ml-auto flex max-w-xs flex-col gap-1.5 text-sm">
          <div className="flex justify-between gap-6">
            <dt className="text-stone">Subtotal</dt>
            <dd className="tabular-nums">{formatInr(order.subtotalAmount)}</dd>
          </div>
          {order.discountAmount > 0 ? (
            <div className="flex justify-between gap-6">
              <dt className="text-stone">{order.discountLabel ?? 'Discount'}</dt>
              <dd className="tabular-nums">−{formatInr(order.discountAmount)}</dd>
            </div>
          ) : null}
          {order.afterSales.codFee > 0 ? (
            <div className="flex justify-between gap-6">
              <dt className="text-stone">Cash on delivery fee</dt>
              <dd className="tabular-nums">{formatInr(order.afterSales.codFee)}</dd>
            </div>
          ) : null}
          {order.gift?.wrap && order.gift.wrapFee > 0 ? (
            <div className="flex justify-between gap-6">
              <dt className="text-stone">Gift wrap</dt>
              <dd className="tabular-nums">{formatInr(order.gift.wrapFee)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-6" data-testid="order-delivery">
            <dt className="text-stone">{order.delivery.label}</dt>
            <dd className="tabular-nums">{order.delivery.fee > 0 ? formatInr(order.delivery.fee) : 'Free'}</dd>
          </div>
          <div className="mt-1 flex justify-between gap-6 border-t border-line pt-2">
            <dt className="font-medium">Total</dt>
            <dd className="font-display text-xl lining-nums tabular-nums">{formatInr(order.totalAmount)}</dd>
          </div>
          {order.giftCard ? (
            <>
              <div className="flex justify-between gap-6" data-testid="order-gift-card">
                <dt className="text-stone">Gift card {order.giftCard.maskedCode}</dt>
                <dd className="whitespace-nowrap tabular-nums">−{formatInr(order.giftCard.amount)}</dd>
              </div>
              {order.amountToPay > 0 ? (
                <div className="flex justify-between gap-6">
                  <dt className="font-medium">{order.paymentMethod === 'cod' ? 'To collect in cash' : 'Paid online'}</dt>
                  <dd className="tabular-nums">{formatInr(order.amountToPay)}</dd>
                </div>
              ) : null}
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="order-shipping-heading">
        <h3 id="order-shipping-heading" className="type-h4">
          Shipping Info
        </h3>
        <address className="mt-3 flex flex-col gap-0.5 text-sm not-italic leading-relaxed">
          <span className="font-medium">{address.fullName}</span>
          <span>{address.addressLine1}</span>
          {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
          <span>
            {address.city}, {address.state} {address.postalCode}
          </span>
          <span className="text-stone">Phone: {address.phoneNumber}</span>
        </address>
      </section>

      <ShipmentSection order={order} />
      {/* What changes an order is shown to roles that may change it (an accountant reads). */}
      {mayManage ? (
        <>
          <ReturnedToSenderSection orderId={order._id} />
          <CodActions order={order} />
        </>
      ) : null}
      <RefundsSection order={order} />
      <ReturnsSection order={order} />

      {mayManage ? <UpdateStatusForm key={order._id} order={order} /> : null}
      <OrderTimelineSection orderId={order._id} />
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading order">
      <div className="grid grid-cols-2 gap-4">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </div>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-20 w-2/3" />
    </div>
  );
}
