import { formatInr, fromPrice, type Product } from '@aurelle/contract';
import { cn } from '@/lib/cn';

/** A card's price when a scent's sizes cost different amounts: "From ₹1,499.00", the lowest over its sizes. */
export function ProductPriceFrom({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'salePrice' | 'variants'>;
  className?: string;
}) {
  const lowest = fromPrice(product.variants);
  if (lowest === null) return <ProductPrice product={product} className={className} />;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className="text-[0.7rem] uppercase tracking-[0.16em] text-stone">From</span>
      <span className="text-[0.95rem] font-medium tabular-nums text-ink">{formatInr(lowest)}</span>
    </p>
  );
}

/** ₹ price with Indian grouping and 2 decimals (spec: lists and cards); on sale the sale price leads and the original is struck out. */
export function ProductPrice({
  product,
  className,
  size = 'default',
}: {
  product: Pick<Product, 'price' | 'salePrice'>;
  className?: string;
  size?: 'default' | 'large';
}) {
  const isOnSale = product.salePrice > 0 && product.salePrice < product.price;
  const current = isOnSale ? product.salePrice : product.price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2.5 gap-y-0.5', className)}>
      <span className={cn('font-medium tabular-nums text-ink', size === 'large' ? 'text-2xl' : 'text-[0.95rem]')}>
        {isOnSale && <span className="sr-only">Sale price </span>}
        {formatInr(current)}
      </span>
      {isOnSale && (
        <s className={cn('tabular-nums text-stone', size === 'large' ? 'text-base' : 'text-xs')}>
          <span className="sr-only">Original price </span>
          {formatInr(product.price)}
        </s>
      )}
    </p>
  );
}

export function discountPercent(product: Pick<Product, 'price' | 'salePrice'>): number {
  if (!(product.salePrice > 0 && product.salePrice < product.price)) return 0;
  return Math.round(((product.price - product.salePrice) / product.price) * 100);
}
