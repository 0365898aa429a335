import type { Product } from '@aurelle/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

/**
 * 1 to 4 columns by screen width (listing and search). Beside the filter panel the fourth
 * column waits for a wider screen so bottles never shrink to thumbnails.
 */
const gridLayouts = {
  full: 'grid grid-cols-1 gap-x-3 gap-y-8 min-[360px]:grid-cols-2 sm:gap-x-5 sm:gap-y-10 md:grid-cols-3 xl:grid-cols-4',
  withPanel:
    // All arbitrary breakpoints: Tailwind orders them among themselves, not against lg/xl.
    'grid grid-cols-1 gap-x-3 gap-y-8 min-[360px]:grid-cols-2 sm:gap-x-5 sm:gap-y-10 min-[768px]:grid-cols-3 min-[1024px]:grid-cols-2 min-[1100px]:grid-cols-3 min-[1400px]:grid-cols-4',
} as const;
export type GridLayout = keyof typeof gridLayouts;

export function ProductGrid({
  products,
  onQuickView,
  openingId,
  className,
  label,
  layout = 'full',
  eagerCount = 0,
}: {
  products: readonly Product[];
  onQuickView: (productId: string) => void;
  openingId?: string | null;
  className?: string;
  label?: string;
  layout?: GridLayout;
  /** How many cards open the page (the first row): their images load at once, being the page's largest paint. */
  eagerCount?: number;
}) {
  return (
    <ul className={cn(gridLayouts[layout], className)} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            onQuickView={onQuickView}
            isOpening={openingId === product._id}
            isAboveTheFold={index < eagerCount}
            isFirst={index === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  count = 8,
  className,
  layout = 'full',
}: {
  count?: number;
  className?: string;
  layout?: GridLayout;
}) {
  return (
    <div className={cn(gridLayouts[layout], className)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col border border-line/60 bg-white">
          <Skeleton className="aspect-[4/5] w-full" />
          <div className="flex flex-col gap-2.5 p-5">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="mt-2 h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
