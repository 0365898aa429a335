import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useToggleWishlist } from '@/lib/wishlist/use-toggle-wishlist';

/**
 * The heart that saves a product to the shopper's wishlist (pressed when saved). On cards it sits over the image; on
 * the product page beside 'Add to Cart'.
 */
export function WishlistButton({
  productId,
  productTitle,
  className,
  withLabel = false,
}: {
  productId: string;
  productTitle: string;
  className?: string;
  withLabel?: boolean;
}) {
  const { toggle, isSaved, isPending, pendingProductId } = useToggleWishlist();
  const saved = isSaved(productId);
  const busy = isPending && pendingProductId === productId;
  const label = saved ? `Remove ${productTitle} from wishlist` : `Save ${productTitle} to wishlist`;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={withLabel ? undefined : label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => toggle(productId)}
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-2 text-ink transition-colors hover:text-gold-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-wait',
        className,
      )}
    >
      <Heart aria-hidden="true" strokeWidth={1.5} className={cn('size-5', saved && 'fill-gold-deep text-gold-deep')} />
      {withLabel ? (
        <span className="text-sm tracking-wide">
          {saved ? 'Saved to Wishlist' : 'Save to Wishlist'}
          <span className="sr-only">: {productTitle}</span>
        </span>
      ) : null}
    </button>
  );
}
