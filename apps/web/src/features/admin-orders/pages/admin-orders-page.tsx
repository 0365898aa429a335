import { LoadError } from '@/components/ui/load-error';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { toast } from '@/lib/toast';
import { Eye, PackageSearch } from 'lucide-react';
import { formatInr } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { SearchField } from '@/components/ui/search-field';
import { CardPagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAdminOrders } from '../api/use-admin-orders';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { orderDateFormat, shortOrderId } from '../components/order-format';
import { AwaitingConfirmationBadge, OrderStatusBadge, PaymentStatusBadge } from '../components/order-status-badges';
import { awaitsCodConfirmation } from '../components/after-sales-rules';
import { filtersFromParams, filtersQuery, hasFilters, OrderFiltersBar } from '../components/order-filters';
import { AdminPage } from '@/components/layout/admin-page';
import { ExportOrdersButton } from '../components/export-orders-button';
import { OrdersViewSwitch, useOrdersViews } from '../components/orders-view-switch';
import { ToShipView } from '../components/to-ship-view';
import { DeliveryProblemsView } from '../components/delivery-problems-view';
import { CodReturnsView } from '../components/cod-returns-view';
import { paths } from '@/lib/paths';

const skeletonRows = Array.from({ length: 8 }, (_, index) => index);

const ORDERS_DESCRIPTION = 'Every order placed in the house, from payment to the customer’s door.';

/** /admin/orders: every order or, with `?view=to-ship`, what to pack today. */
export function AdminOrdersPage() {
  const [params] = useSearchParams();
  const views = useOrdersViews();
  const asked = params.get('view') ?? 'all';
  // A view the role does not include opens the first one it does (a packer's Orders is To ship).
  const view = views.find((candidate) => candidate.key === asked)?.key ?? views[0]?.key ?? 'all';
  if (view === 'delivery-problems') {
    return (
      <AdminPage title="Orders" description={ORDERS_DESCRIPTION} action={<OrdersViewSwitch current="delivery-problems" />}>
        <DeliveryProblemsView />
      </AdminPage>
    );
  }
  if (view === 'cod-returns') {
    return (
      <AdminPage title="Orders" description={ORDERS_DESCRIPTION} action={<OrdersViewSwitch current="cod-returns" />}>
        <CodReturnsView />
      </AdminPage>
    );
  }
  if (view !== 'to-ship') return <AllOrdersView />;
  return (
    <AdminPage title="Orders" description={ORDERS_DESCRIPTION} action={<OrdersViewSwitch current="to-ship" />}>
      <ToShipView />
    </AdminPage>
  );
}

/** 'All Orders' with search, filters and pagination held in the URL, the CSV export and the details dialog. */
function AllOrdersView() {
  const { params, setParams, update, searchInput, setSearchInput, urlSearch, isSearchPending } = useUrlFilters();
  const filters = filtersFromParams(params);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  // A link from elsewhere (the customer page) opens one order's details: /admin/orders?order=<id>.
  const [selectedOrderId, setSelectedOrderId] = useState<string | null>(() => params.get('order'));
  const closeDetails = () => {
    setSelectedOrderId(null);
    if (params.has('order')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('order');
          return next;
        },
        { replace: true },
      );
    }
  };

  const ordersQuery = useAdminOrders({ page: isSearchPending ? 1 : page, search: urlSearch, ...filtersQuery(filters) });
  useEffect(() => {
    if (ordersQuery.isError) toast.error('Error fetching orders', { description: errorMessage(ordersQuery.error, 'Something went wrong') });
  }, [ordersQuery.isError, ordersQuery.error, ordersQuery.errorUpdatedAt]);

  const data = ordersQuery.data;
  const orders = data?.orders ?? [];
  const isFirstLoad = ordersQuery.isPending;
  const isRefreshing = ordersQuery.isFetching && !isFirstLoad;

  return (
    <AdminPage title="Orders" description={ORDERS_DESCRIPTION} action={<OrdersViewSwitch current="all" />}>
      <Card className="shadow-sm shadow-ink/[0.03]">
        <div className="flex flex-col gap-5 border-b border-line p-5 sm:p-7 md:flex-row md:items-end md:justify-between">
          <div>
            <h2 className="type-h2">All Orders</h2>
            <p className="mt-1 text-sm text-stone">
              {data ? `${data.totalOrders.toLocaleString('en-IN')} ${data.totalOrders === 1 ? 'order' : 'orders'}` : 'Loading orders'}
              {urlSearch ? ` matching “${urlSearch}”` : ''}
              {hasFilters(filters) ? ' (filtered)' : ''}
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end md:max-w-xl md:justify-end">
            <SearchField
              id="admin-order-search"
              label="Search orders"
              className="w-full md:max-w-md"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              placeholder="Search by order ID, customer name, or status..."
            />
            {/* The file holds what the list shows: the same search and filters, every page. */}
            <ExportOrdersButton query={{ search: urlSearch, ...filtersQuery(filters) }} disabled={data?.totalOrders === 0} />
          </div>
        </div>
        <div className="border-b border-line p-5 sm:px-7">
          <OrderFiltersBar filters={filters} onChange={update} />
        </div>

        {ordersQuery.isError && !data ? (
          <LoadError
            title="Orders could not be loaded"
            message={errorMessage(ordersQuery.error, 'Something went wrong')}
            onRetry={() => void ordersQuery.refetch()}
          />
        ) : !isFirstLoad && orders.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
              <PackageSearch aria-hidden="true" className="size-5" />
            </span>
            <p className="font-display text-2xl">No orders found</p>
            {urlSearch || hasFilters(filters) ? (
              <p className="text-sm text-stone">Try an order ID, a customer’s name, e-mail or phone, or fewer filters.</p>
            ) : null}
          </div>
        ) : (
          <div aria-busy={isFirstLoad || isRefreshing} className={isRefreshing ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow className="hover:bg-transparent">
                    <TableHead className="pl-7">Order ID</TableHead>
                    <TableHead>Order Date</TableHead>
                    <TableHead>Customer Name</TableHead>
                    <TableHead>Order Status</TableHead>
                    <TableHead>Payment</TableHead>
                    <TableHead className="text-right">Order Price</TableHead>
                    <TableHead className="pr-7 text-right">
                      <span className="sr-only">View Details</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {isFirstLoad
                    ? skeletonRows.map((row) => (
                        <TableRow key={row}>
                          {[20, 24, 32, 20, 20, 20, 24].map((width, cell) => (
                            <TableCell key={cell} className={cell === 0 ? 'pl-7' : cell === 6 ? 'pr-7' : undefined}>
                              <Skeleton className="h-4" style={{ width: `${width * 4}px` }} />
                            </TableCell>
                          ))}
                        </TableRow>
                      ))
                    : orders.map((order) => (
                        <TableRow key={order._id}>
                          <TableCell className="pl-7 font-mono text-xs tracking-wider">
                            <span title={order._id}>#{shortOrderId(order)}</span>
                          </TableCell>
                          <TableCell className="whitespace-nowrap text-stone">
                            {orderDateFormat.format(new Date(order.orderDate))}
                          </TableCell>
                          <TableCell>
                            <Link
                              to={paths.admin.customer(order.userId)}
                              className="font-medium underline decoration-gold/40 underline-offset-4 hover:text-gold-deep hover:decoration-gold-deep"
                            >
                              {order.userName ?? order.addressInfo.fullName}
                            </Link>
                            {order.userEmail ? <p className="text-xs text-stone">{order.userEmail}</p> : null}
                          </TableCell>
                          <TableCell>
                            <div className="flex flex-col items-start gap-1">
                              <OrderStatusBadge status={order.orderStatus} variant="list" />
                              {awaitsCodConfirmation(order) ? <AwaitingConfirmationBadge /> : null}
                            </div>
                          </TableCell>
                          <TableCell>
                            <PaymentStatusBadge status={order.paymentStatus} />
                          </TableCell>
                          <TableCell className="whitespace-nowrap text-right tabular-nums">{formatInr(order.totalAmount)}</TableCell>
                          <TableCell className="pr-7 text-right">
                            <Button
                              variant="ghost"
                              size="sm"
                              onClick={() => setSelectedOrderId(order._id)}
                              aria-label={`View details of order ${shortOrderId(order)}`}
                            >
                              <Eye aria-hidden="true" />
                              View Details
                            </Button>
                          </TableCell>
                        </TableRow>
                      ))}
                </TableBody>
              </Table>
            </div>

            {/* Narrow screens: stacked cards. */}
            <ul className="divide-y divide-line md:hidden">
              {isFirstLoad
                ? skeletonRows.slice(0, 4).map((row) => (
                    <li key={row} className="flex flex-col gap-2 p-5">
                      <Skeleton className="h-4 w-24" />
                      <Skeleton className="h-4 w-40" />
                      <Skeleton className="h-4 w-28" />
                    </li>
                  ))
                : orders.map((order) => (
                    <li key={order._id} className="flex flex-col gap-3 p-5">
                      <div className="flex items-start justify-between gap-3">
                        <div>
                          <p className="font-mono text-xs tracking-wider">#{shortOrderId(order)}</p>
                          <p className="mt-1 text-xs text-stone">{orderDateFormat.format(new Date(order.orderDate))}</p>
                        </div>
                        <div className="flex flex-col items-end gap-1.5">
                          <OrderStatusBadge status={order.orderStatus} variant="list" />
                          {awaitsCodConfirmation(order) ? <AwaitingConfirmationBadge /> : null}
                          <PaymentStatusBadge status={order.paymentStatus} />
                        </div>
                      </div>
                      <div className="flex items-end justify-between gap-3">
                        <div className="min-w-0">
                          <Link
                            to={paths.admin.customer(order.userId)}
                            className="block truncate font-medium underline decoration-gold/40 underline-offset-4 hover:text-gold-deep hover:decoration-gold-deep"
                          >
                            {order.userName ?? order.addressInfo.fullName}
                          </Link>
                          <p className="font-display text-xl lining-nums tabular-nums">{formatInr(order.totalAmount)}</p>
                        </div>
                        <Button
                          variant="subtle"
                          size="sm"
                          onClick={() => setSelectedOrderId(order._id)}
                          aria-label={`View details of order ${shortOrderId(order)}`}
                        >
                          <Eye aria-hidden="true" />
                          View Details
                        </Button>
                      </div>
                    </li>
                  ))}
            </ul>
          </div>
        )}

        {data && orders.length > 0 ? (
          <CardPagination
            label="Orders pages"
            page={data.currentPage}
            totalPages={data.totalPages}
            isBusy={ordersQuery.isFetching}
            onPageChange={(next) => update({ page: String(next) })}
          />
        ) : null}
      </Card>

      <OrderDetailsDialog orderId={selectedOrderId} onClose={closeDetails} />
    </AdminPage>
  );
}
