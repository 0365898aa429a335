import { Link } from '@/components/link';
import { ArrowUpRight, PackageSearch } from 'lucide-react';
import { CUSTOMER_ORDERS_SHOWN, formatInr, orderStatusLabels, type CustomerOrder } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths, queryString } from '@/lib/paths';
import { listStatusTone, paymentStatusTone } from '@/components/ui/status-tones';
import { formatIstDate, paymentLabels, shortOrderId } from './customer-format';

/** The orders page with this order's details open. */
const orderDetailsLink = (orderId: string) => `${paths.admin.orders}${queryString({ order: orderId })}`;

function Amount({ order }: { order: CustomerOrder }) {
  return (
    <span className="flex flex-col items-end">
      <span className="tabular-nums">{formatInr(order.totalAmount)}</span>
      {order.refundedAmount > 0 ? (
        <span className="text-xs text-danger tabular-nums">− {formatInr(order.refundedAmount)} refunded</span>
      ) : null}
    </span>
  );
}

function PaymentBadge({ order }: { order: CustomerOrder }) {
  // Cash on delivery is not "pending" in the worrying sense: the money comes at the door.
  if (order.isCashOnDelivery && order.paymentStatus === 'pending') return <Badge tone="blue">COD, to collect</Badge>;
  return <Badge tone={paymentStatusTone(order.paymentStatus)}>{paymentLabels[order.paymentStatus]}</Badge>;
}

/** Every order the customer placed (cancelled ones included, marked by their status), newest first, each opening its details in the orders page. */
export function CustomerOrders({ orders, orderCount, email }: { orders: CustomerOrder[]; orderCount: number; email: string }) {
  const allOrdersLink = `${paths.admin.orders}${queryString({ q: email })}`;
  return (
    <Card className="shadow-sm shadow-ink/[0.03]">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line p-5 sm:px-7">
        <div>
          <h2 className="type-h3">Orders</h2>
          <p className="mt-0.5 text-sm text-stone">
            {orderCount === 0
              ? 'Nothing ordered yet'
              : orderCount > orders.length
                ? `The latest ${CUSTOMER_ORDERS_SHOWN} of ${orderCount.toLocaleString('en-IN')}`
                : `${orderCount} ${orderCount === 1 ? 'order' : 'orders'}, newest first`}
          </p>
        </div>
        {orderCount > 0 ? (
          <Link to={allOrdersLink} className="inline-flex items-center gap-1 text-sm text-gold-deep underline-offset-4 hover:underline">
            Open in Orders
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>

      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
            <PackageSearch aria-hidden="true" className="size-5" />
          </span>
          <p className="font-display text-2xl">No orders yet</p>
          <p className="max-w-sm text-sm text-stone">Orders appear here once paid, or placed for cash on delivery.</p>
        </div>
      ) : (
        <>
          <div className="hidden md:block">
            <Table aria-label="Customer orders">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className="pl-7">Order</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="text-right">Items</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Payment</TableHead>
                  <TableHead className="pr-7 text-right">Total</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {orders.map((order) => (
                  <TableRow key={order._id}>
                    <TableCell className="pl-7">
                      <Link
                        to={orderDetailsLink(order._id)}
                        className="font-mono text-xs tracking-wider text-ink underline-offset-4 hover:text-gold-deep hover:underline"
                        aria-label={`Order ${shortOrderId(order._id)}: open its details`}
                      >
                        #{shortOrderId(order._id)}
                      </Link>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-stone">{formatIstDate(order.orderDate)}</TableCell>
                    <TableCell className="text-right tabular-nums">{order.itemCount}</TableCell>
                    <TableCell>
                      <Badge tone={listStatusTone(order.orderStatus)}>{orderStatusLabels[order.orderStatus]}</Badge>
                    </TableCell>
                    <TableCell>
                      <PaymentBadge order={order} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap pr-7 text-right">
                      <Amount order={order} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>

          {/* Narrow screens: one card per order, the whole card opening it. */}
          <ul className="divide-y divide-line md:hidden" aria-label="Customer orders">
            {orders.map((order) => (
              <li key={order._id}>
                <Link
                  to={orderDetailsLink(order._id)}
                  className="flex flex-col gap-3 p-5 transition-colors hover:bg-ivory/60"
                  aria-label={`Order ${shortOrderId(order._id)}: open its details`}
                >
                  <span className="flex items-start justify-between gap-3">
                    <span>
                      <span className="block font-mono text-xs tracking-wider">#{shortOrderId(order._id)}</span>
                      <span className="mt-1 block text-xs text-stone">
                        {formatIstDate(order.orderDate)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
                      </span>
                    </span>
                    <span className="flex flex-col items-end gap-1.5">
                      <Badge tone={listStatusTone(order.orderStatus)}>{orderStatusLabels[order.orderStatus]}</Badge>
                      <PaymentBadge order={order} />
                    </span>
                  </span>
                  <span className="self-end font-display text-xl lining-nums">
                    <Amount order={order} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
