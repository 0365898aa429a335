import { useState, type ReactNode } from 'react';
import { genderLabels, isSaleOn, shopperVariants, variantLabel, type Product, type ProductVariant } from '@aurelle/contract';
import { fragranceLabel, productBrand, productCategory } from '../lib/catalog-labels';
import { saleEndsInText } from '../lib/sale-countdown';
import { useClock } from '../lib/use-clock';
import { NotifyMeButton } from './notify-me-button';
import { WishlistButton } from './wishlist-button';
import { AddToCartButton } from './add-to-cart-button';
import { ProductPrice } from './product-price';
import { SizePicker } from './size-picker';
import { StarRating } from './star-rating';

const LOW_STOCK = 5;

export function StockStatus({ totalStock }: { totalStock: number }) {
  if (totalStock <= 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-danger">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-danger" />
        Out of stock
      </p>
    );
  }
  if (totalStock <= LOW_STOCK) {
    return (
      <p className="flex items-center gap-2 text-sm text-gold-deep">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" />
        Only {totalStock} left in stock
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-success">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
      In stock ({totalStock} available)
    </p>
  );
}

/**
 * Brand, title, rating, price, description, facts, size, stock and add to cart — the right-hand column
 * of both the quick view and the product page. The title element is passed in so each host can
 * use its own heading (dialog title or page h1). Price, stock and the cart follow the chosen size.
 */
export function ProductSummary({
  product,
  title,
  children,
  onSizeChange,
}: {
  product: Product;
  title: ReactNode;
  children?: ReactNode;
  /** Told when the shopper picks a size (the product page shows a size's own image). */
  onSizeChange?: (size: ProductVariant) => void;
}) {
  const sizes = shopperVariants(product.variants);
  const [chosenId, setChosenId] = useState(sizes[0]?.id ?? '');
  const choose = (variantId: string) => {
    setChosenId(variantId);
    const size = sizes.find((candidate) => candidate.id === variantId);
    if (size) onSizeChange?.(size);
  };
  const chosen = sizes.find((size) => size.id === chosenId) ?? sizes[0];
  // The answer's sale is the one on when it was made; a page left open past the sale's end shows the price again.
  const now = useClock();
  const priced = chosen && now !== null && !isSaleOn(chosen.salePrice, chosen, new Date(now)) ? { ...chosen, salePrice: 0 } : chosen;
  const saleEndsIn = priced?.saleEndsAt && now !== null && priced.salePrice > 0 ? saleEndsInText(priced.saleEndsAt, now) : null;
  const facts: Array<[string, string]> = [
    ['Fragrance family', fragranceLabel(product.fragranceType)],
    ['For', genderLabels[product.gender].replace(/^For /, '')],
    ['Category', productCategory(product)],
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-xs font-medium uppercase tracking-[0.24em] text-gold-deep">{productBrand(product)}</p>
        {title}
        <div className="flex items-center gap-2 text-sm text-stone">
          <StarRating value={product.averageReview} size="md" />
          <span>
            {product.reviewCount > 0
              ? `${product.averageReview.toFixed(1)} · ${product.reviewCount} ${product.reviewCount === 1 ? 'review' : 'reviews'}`
              : 'No reviews yet'}
          </span>
        </div>
      </div>
      <div>
        <ProductPrice product={priced ?? product} size="large" />
        {saleEndsIn ? <p className="mt-1.5 text-sm font-medium text-gold-deep">Sale ends in {saleEndsIn}</p> : null}
        {/* Prices are MRP, GST included: the invoice shows the tax inside them. */}
        <p className="mt-1 text-xs text-stone">Inclusive of all taxes</p>
      </div>
      <p className="whitespace-pre-line text-[0.95rem] leading-relaxed text-ink-soft">{product.description}</p>
      <dl className="grid grid-cols-3 gap-px border border-line bg-line text-center">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 bg-white px-2 py-3">
            <dt className="text-[0.62rem] uppercase tracking-[0.18em] text-stone">{label}</dt>
            <dd className="font-display text-lg leading-tight text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {sizes.length > 1 && chosen ? (
        <SizePicker sizes={sizes} selectedId={chosen.id} onSelect={choose} name={`size-${product._id}`} />
      ) : null}
      {chosen ? (
        // Indian retail listings state the net quantity of what is sold.
        <p className="text-sm text-ink-soft">
          <span className="text-[0.68rem] font-medium uppercase tracking-[0.2em]">Net quantity</span> · {chosen.sizeMl} ml
          {chosen.kind === 'bottle' ? '' : ` (${variantLabel(chosen)})`}
        </p>
      ) : null}
      <StockStatus totalStock={chosen?.stock ?? 0} />
      {chosen && chosen.stock <= 0 ? (
        <NotifyMeButton
          key={chosen.id}
          productId={product._id}
          variantId={chosen.id}
          productTitle={sizes.length > 1 ? `${product.title} (${variantLabel(chosen)})` : product.title}
        />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <AddToCartButton product={product} selectedSize={chosen} size="lg" className="w-full sm:w-auto sm:min-w-56" />
        <WishlistButton productId={product._id} productTitle={product.title} withLabel className="h-12 px-2" />
        {children}
      </div>
    </div>
  );
}
