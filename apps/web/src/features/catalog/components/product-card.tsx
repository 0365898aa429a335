import type { Product } from '@aurelle/contract';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { productBrand } from '../lib/catalog-labels';
import { WishlistButton } from './wishlist-button';
import { AddToCartButton } from './add-to-cart-button';
import { discountPercent, ProductPriceFrom } from './product-price';
import { defaultSize } from '../lib/sizes';
import { Button } from '@/components/ui/button';
import { ProductImage } from './product-image';
import { StarRating } from './star-rating';

const LOW_STOCK = 5;

/**
 * One product in a grid. The title is the card's main control (it stretches over the card) and
 * opens the quick view; 'Add to Cart' (the default size) sits above it, and the price reads "From ₹…" when sizes differ.
 */
export function ProductCard({
  product,
  onQuickView,
  isOpening = false,
  headingLevel = 3,
  isAboveTheFold = false,
  isFirst = false,
}: {
  product: Product;
  onQuickView: (productId: string) => void;
  isOpening?: boolean;
  headingLevel?: 2 | 3;
  isAboveTheFold?: boolean;
  /** The grid's first card above the fold: its image is the page's largest paint, asked for first. */
  isFirst?: boolean;
}) {
  const discount = discountPercent(product);
  const isSoldOut = product.totalStock <= 0;
  // 'Add to Cart' on a card adds the default size, whose price the card's sale badge follows.
  const firstSize = defaultSize(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col border border-line/80 bg-white transition-shadow duration-300 hover:shadow-[0_18px_40px_-24px_rgba(21,19,15,0.45)]',
        isOpening && 'opacity-80',
      )}
      aria-busy={isOpening || undefined}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-ivory-deep">
        <ProductImage
          src={product.image}
          alt={product.title}
          loading={isAboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : undefined}
          className={cn('transition-transform duration-700 ease-out group-hover:scale-[1.04]', isSoldOut && 'opacity-60 grayscale-[35%]')}
        />
        <div className="pointer-events-none absolute left-3 top-3 flex flex-col items-start gap-1.5">
          {discount > 0 && (
            <span className="bg-ink px-2 py-1 text-[0.65rem] font-medium uppercase tracking-[0.18em] text-ivory">−{discount}%</span>
          )}
          {isSoldOut && (
            <span className="bg-white/95 px-2 py-1 text-[0.65rem] font-medium uppercase tracking-[0.18em] text-ink">Sold out</span>
          )}
          {!isSoldOut && product.totalStock <= LOW_STOCK && (
            <span className="bg-white/95 px-2 py-1 text-[0.65rem] font-medium uppercase tracking-[0.18em] text-danger">
              Only {product.totalStock} left
            </span>
          )}
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-3 bottom-3 flex items-center justify-center gap-2 bg-white/95 py-2 text-[0.7rem] uppercase tracking-[0.2em] text-ink opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100"
        >
          {isOpening ? <LoaderCircle className="size-3.5 animate-spin" /> : null}
          Quick view
        </span>
        <WishlistButton
          productId={product._id}
          productTitle={product.title}
          className="absolute right-2.5 top-2.5 z-10 size-9 rounded-full bg-white/90 shadow-sm backdrop-blur-sm sm:right-3 sm:top-3 sm:size-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 px-3 pb-3 pt-3 sm:px-5 sm:pb-4 sm:pt-4">
        <p className="truncate text-[0.62rem] font-medium uppercase tracking-[0.18em] text-gold-deep sm:text-[0.68rem] sm:tracking-[0.2em]">
          {productBrand(product)}
        </p>
        <Heading className="font-display text-lg leading-snug text-ink sm:text-xl">
          <button
            type="button"
            onClick={() => onQuickView(product._id)}
            className="cursor-pointer text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
          >
            {product.title}
            <span className="sr-only"> — quick view</span>
          </button>
        </Heading>
        {product.reviewCount > 0 && (
          <p className="flex items-center gap-1.5 text-xs text-stone">
            <StarRating value={product.averageReview} />
            <span>({product.reviewCount})</span>
          </p>
        )}
        <ProductPriceFrom product={product} className="mt-auto pt-2" />
      </div>
      <div className="relative z-10 px-3 pb-3 sm:px-5 sm:pb-5">
        {!isSoldOut && (firstSize?.stock ?? 0) <= 0 ? (
          // The default size is gone but others remain: the quick view offers them.
          <Button className="w-full px-2 sm:px-4" size="sm" variant="outline" onClick={() => onQuickView(product._id)}>
            Choose a Size<span className="sr-only">: {product.title}</span>
          </Button>
        ) : (
          <AddToCartButton product={product} selectedSize={firstSize} className="w-full px-2 sm:px-4" size="sm" variant="outline" />
        )}
      </div>
    </article>
  );
}
