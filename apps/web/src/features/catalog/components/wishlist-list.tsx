import { Heart, ShoppingBag } from 'lucide-react';
import { Link } from '@/components/link';
import type { WishlistItem } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { paths } from '@/lib/paths';
import { useAddToCart } from '@/lib/cart/use-add-to-cart';
import { useRemoveFromWishlist } from '@/lib/wishlist/use-toggle-wishlist';
import { useWishlist } from '@/lib/wishlist/wishlist-query';
import { WishlistButton } from './wishlist-button';
import { defaultSize } from '../lib/sizes';

/** The account's Wishlist tab: saved perfumes, newest first, each with 'Add to Cart' and a way to remove it. */
export function WishlistList() {
  const wishlist = useWishlist();
  if (wishlist.isLoading) {
    return (
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading your wishlist">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-72" />
        ))}
      </div>
    );
  }
  if (wishlist.isError) {
    return (
      <div className="flex flex-col items-start gap-3 border border-line bg-white p-6" role="alert">
        <p className="text-sm text-danger">We could not load your wishlist.</p>
        <Button variant="subtle" size="sm" onClick={() => void wishlist.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (wishlist.items.length === 0) {
    return (
      <div className="flex flex-col items-center border border-line bg-white px-6 py-16 text-center">
        <div className="flex size-20 items-center justify-center rounded-full border border-gold/40">
          <Heart className="size-8 text-gold" strokeWidth={1.2} aria-hidden="true" />
        </div>
        <h3 className="mt-6 type-h3">Your wishlist is empty</h3>
        <p className="mt-2 max-w-sm text-sm leading-relaxed text-stone">Tap the heart on any perfume to keep it here for later.</p>
        <Button asChild className="mt-8">
          <Link to={paths.shop.listing()}>Explore the collection</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Wishlist">
      {wishlist.items.map((item) => (
        <li key={item.product._id}>
          <WishlistCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function WishlistCard({ item: { product, isAvailable } }: { item: WishlistItem }) {
  const { addToCart, isPending } = useAddToCart();
  const removeFromWishlist = useRemoveFromWishlist();
  // 'Move to Cart' moves the default size, as a card's 'Add to Cart' adds it.
  const size = defaultSize(product);
  const isSoldOut = !size || size.stock <= 0;
  // An archived perfume stays saved but has left the shop: no page to open, nothing to move to the cart.
  if (!isAvailable) return <UnavailableWishlistCard product={product} />;
  return (
    <article className="flex h-full flex-col border border-line/80 bg-white">
      <div className="relative aspect-[4/5] overflow-hidden bg-ivory-deep">
        <ProductImage src={product.image} alt={product.title} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" />
        <WishlistButton
          productId={product._id}
          productTitle={product.title}
          className="absolute right-3 top-3 size-10 rounded-full bg-white/95 shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="font-display text-xl leading-snug text-ink">
          <Link to={paths.shop.product(product._id)} className="hover:text-gold-deep">
            {product.title}
          </Link>
        </h3>
        <ProductPrice product={product} className="mt-auto pt-2" />
        {isSoldOut ? (
          <Button className="mt-3 w-full" size="sm" variant="subtle" disabled>
            Out of Stock<span className="sr-only">: {product.title}</span>
          </Button>
        ) : (
          <Button
            className="mt-3 w-full"
            size="sm"
            variant="outline"
            disabled={isPending || removeFromWishlist.isPending}
            onClick={() => {
              if (!size) return;
              addToCart(
                { _id: product._id, variantId: size.id, title: product.title, totalStock: size.stock },
                { onAdded: () => removeFromWishlist.mutate(product._id) },
              );
            }}
          >
            <ShoppingBag aria-hidden="true" />
            Move to Cart<span className="sr-only">: {product.title}</span>
          </Button>
        )}
      </div>
    </article>
  );
}

function UnavailableWishlistCard({ product }: { product: WishlistItem['product'] }) {
  return (
    <article
      className="flex h-full flex-col border border-dashed border-line bg-white"
      aria-label={`${product.title}, no longer available`}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-ivory-deep">
        <div className="size-full opacity-50 grayscale">
          <ProductImage src={product.image} alt={product.title} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" />
        </div>
        <WishlistButton
          productId={product._id}
          productTitle={product.title}
          className="absolute right-3 top-3 size-10 rounded-full bg-white/95 shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="font-display text-xl leading-snug text-ink-soft">{product.title}</h3>
        <p className="mt-auto pt-2 text-sm text-stone">This perfume is no longer available. Tap the heart to remove it.</p>
        <Button className="mt-3 w-full" size="sm" variant="subtle" disabled>
          No longer available<span className="sr-only">: {product.title}</span>
        </Button>
      </div>
    </article>
  );
}
