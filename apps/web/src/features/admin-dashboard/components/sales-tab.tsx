import { LoadError } from '@/components/ui/load-error';
import { useState, type ReactNode } from 'react';
import { AlertTriangle, IndianRupee, PackageCheck, ShoppingBag, Sparkles, UserPlus } from 'lucide-react';
import {
  formatInr,
  formatInrCompact,
  orderStatusLabels,
  type OrderStatus,
  type SalesDashboard,
  type StockProduct,
  type TopProduct,
} from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';

import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSalesDashboard } from '../api/use-sales-dashboard';
import { RevenueChart } from './revenue-chart';

// The house palette rather than traffic-light colours: gold for money in, ink for goods on the move.
const statusBarColour: Record<OrderStatus, string> = {
  pending: 'bg-stone/40',
  confirmed: 'bg-gold',
  inProcess: 'bg-gold-deep',
  inShipping: 'bg-ink-soft',
  delivered: 'bg-success',
  rejected: 'bg-danger',
  cancelled: 'bg-danger/50',
};

/** Dashboard › Sales: the last 30 days at a glance. Lazy-loaded, so the chart library stays out of other chunks. */
export function SalesTab() {
  const salesQuery = useSalesDashboard();

  if (salesQuery.isError) {
    return (
      <LoadError
        title="Sales figures could not be loaded"
        message={errorMessage(salesQuery.error, 'Something went wrong')}
        onRetry={() => void salesQuery.refetch()}
        className="border border-line bg-white"
        icon={<AlertTriangle aria-hidden="true" className="size-6 text-danger" />}
      />
    );
  }
  if (salesQuery.isPending) return <SalesSkeleton />;
  return <SalesOverview sales={salesQuery.data} />;
}

const periodDayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function formatPeriodDay(date: string): string {
  return periodDayFormat.format(new Date(`${date}T00:00:00Z`));
}

function SalesOverview({ sales }: { sales: SalesDashboard }) {
  const [ranking, setRanking] = useState<'units' | 'revenue'>('revenue');
  const hasSales = sales.paidOrders > 0;
  const totalOrders = sales.ordersByStatus.reduce((sum, entry) => sum + entry.count, 0);
  const topProducts = ranking === 'revenue' ? sales.topProductsByRevenue : sales.topProducts;
  const period = `${formatPeriodDay(sales.from)} – ${formatPeriodDay(sales.to)}`;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={`Key figures, last ${sales.days} days`} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <KpiCard icon={<IndianRupee />} label={`Revenue · ${sales.days} days`} value={formatInrCompact(sales.revenue)} />
        <KpiCard icon={<PackageCheck />} label="Paid orders" value={sales.paidOrders.toLocaleString('en-IN')} />
        <KpiCard icon={<ShoppingBag />} label="Average order value" value={formatInrCompact(sales.averageOrderValue)} />
        <KpiCard icon={<UserPlus />} label="New customers" value={sales.newCustomers.toLocaleString('en-IN')} />
      </section>

      <Card className="p-5 sm:p-7">
        <SectionHeading title="Revenue & orders" subtitle={`Paid orders per day · ${period}`} />
        <div className="relative mt-6">
          <RevenueChart daily={sales.daily} />
          {hasSales ? null : (
            <div className="absolute inset-x-0 top-0 flex h-72 items-center justify-center sm:h-80">
              <p className="bg-white/90 px-5 py-3 text-center text-sm text-stone shadow-sm">No paid orders in the last {sales.days} days</p>
            </div>
          )}
        </div>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card className="p-5 sm:p-7">
          <SectionHeading title="Orders by status" subtitle="Every order to date" />
          {totalOrders === 0 ? (
            <EmptyNote>No orders yet.</EmptyNote>
          ) : (
            <ul className="mt-6 flex flex-col gap-4">
              {sales.ordersByStatus.map((entry) => (
                <li key={entry.status}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span>{orderStatusLabels[entry.status]}</span>
                    <span className="tabular-nums text-stone">{entry.count.toLocaleString('en-IN')}</span>
                  </div>
                  <div className="mt-1.5 h-1.5 w-full bg-ivory-deep" aria-hidden="true">
                    <div
                      className={cn('h-full', statusBarColour[entry.status])}
                      style={{ width: `${entry.count > 0 ? Math.max((entry.count / totalOrders) * 100, 2) : 0}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card className="p-5 sm:p-7">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <SectionHeading title="Top products" subtitle={`Paid orders · last ${sales.days} days`} />
            <div role="group" aria-label="Rank top products by" className="flex border border-line text-xs">
              {(['revenue', 'units'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={ranking === option}
                  onClick={() => setRanking(option)}
                  className={cn(
                    'cursor-pointer px-3 py-1.5 uppercase tracking-[0.14em] transition-colors',
                    ranking === option ? 'bg-ink text-ivory' : 'text-stone hover:text-ink',
                  )}
                >
                  By {option}
                </button>
              ))}
            </div>
          </div>
          {topProducts.length === 0 ? <EmptyNote>No sales yet in this period.</EmptyNote> : <TopProductsTable products={topProducts} />}
        </Card>
      </div>

      <Card className="p-5 sm:p-7">
        <SectionHeading title="Stock watch" subtitle="Sold out, and products with only a few units left" />
        {sales.outOfStockCount === 0 && sales.lowStockCount === 0 ? (
          <EmptyNote>
            <Sparkles aria-hidden="true" className="size-4 text-gold" /> Every product is well stocked.
          </EmptyNote>
        ) : (
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <StockList title="Out of stock" count={sales.outOfStockCount} products={sales.outOfStock} emptyText="Nothing is sold out." />
            <StockList title="Low stock" count={sales.lowStockCount} products={sales.lowStock} emptyText="No product is running low." />
          </div>
        )}
      </Card>
    </div>
  );
}

function TopProductsTable({ products }: { products: TopProduct[] }) {
  return (
    <div className="-mx-5 mt-4 sm:-mx-7">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-10 pl-5 sm:pl-7">#</TableHead>
            <TableHead>Product</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Units</TableHead>
            <TableHead className="pr-5 text-right sm:pr-7">Revenue</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product, index) => (
            <TableRow key={`${product.productId ?? product.title}-${index}`}>
              <TableCell className="pl-5 font-display text-lg lining-nums text-gold-deep sm:pl-7">{index + 1}</TableCell>
              <TableCell>
                <div className="flex items-center gap-3">
                  {product.image ? (
                    <img src={product.image} alt="" className="size-10 shrink-0 bg-ivory object-cover" loading="lazy" />
                  ) : null}
                  <span className="min-w-0">
                    <span className="line-clamp-2">{product.title}</span>
                    <span className="text-xs text-stone sm:hidden">
                      {product.quantity.toLocaleString('en-IN')} {product.quantity === 1 ? 'unit' : 'units'}
                    </span>
                  </span>
                </div>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{product.quantity.toLocaleString('en-IN')}</TableCell>
              <TableCell className="whitespace-nowrap pr-5 text-right tabular-nums sm:pr-7">{formatInr(product.revenue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function StockList({ title, count, products, emptyText }: { title: string; count: number; products: StockProduct[]; emptyText: string }) {
  return (
    <section>
      <h4 className="label-caps flex items-baseline justify-between border-b border-line pb-2 text-stone">
        {title}
        <span className="tabular-nums">{count}</span>
      </h4>
      {products.length === 0 ? (
        <p className="py-3 text-sm text-stone">{emptyText}</p>
      ) : (
        <ul>
          {products.map((product) => (
            <li key={product._id} className="flex items-center gap-3 border-b border-line/70 py-3">
              {product.image ? <img src={product.image} alt="" className="size-10 shrink-0 bg-ivory object-cover" loading="lazy" /> : null}
              <span className="min-w-0 flex-1 truncate text-sm">{product.title}</span>
              {product.totalStock === 0 ? <Badge tone="red">Sold out</Badge> : <Badge tone="yellow">{product.totalStock} left</Badge>}
            </li>
          ))}
        </ul>
      )}
      {count > products.length ? <p className="pt-3 text-xs text-stone">and {count - products.length} more</p> : null}
    </section>
  );
}

function KpiCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card className="relative flex flex-col overflow-hidden p-4 sm:p-6">
      <div className="absolute inset-x-0 top-0 h-0.5 bg-gradient-to-r from-gold/70 via-gold-soft to-transparent" aria-hidden="true" />
      <div className="flex items-center justify-between gap-3">
        <p className="label-caps text-stone max-sm:text-[0.62rem]">{label}</p>
        <span className="text-gold [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="mt-auto break-words pt-3 font-display text-[1.6rem] leading-none lining-nums tabular-nums text-ink sm:text-[2rem]">
        {value}
      </p>
    </Card>
  );
}

function SectionHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <h3 className="type-h3">{title}</h3>
      <p className="mt-0.5 text-sm text-stone">{subtitle}</p>
    </div>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="mt-6 flex items-center gap-2 text-sm text-stone">{children}</p>;
}

function SalesSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading sales figures">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} className="p-5 sm:p-6">
            <Skeleton className="h-3 w-28" />
            <Skeleton className="mt-4 h-8 w-32" />
          </Card>
        ))}
      </div>
      <Card className="p-5 sm:p-7">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-6 h-72 w-full" />
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card className="p-5 sm:p-7">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-6 h-40 w-full" />
        </Card>
        <Card className="p-5 sm:p-7">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-6 h-40 w-full" />
        </Card>
      </div>
    </div>
  );
}
