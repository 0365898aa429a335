import { ShoppingBag } from 'lucide-react';
import type { Product } from '@aurelle/contract';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAddToCart } from '@/lib/cart/use-add-to-cart';

/** 'Add to Cart', or a disabled 'Out of Stock' when nothing is left. */
export function AddToCartButton({
  product,
  className,
  size,
  variant,
}: {
  product: Pick<Product, '_id' | 'title' | 'totalStock'>;
} & Pick<ButtonProps, 'className' | 'size' | 'variant'>) {
  const { addToCart, isPending } = useAddToCart();
  if (product.totalStock <= 0) {
    return (
      <Button className={className} size={size} variant="subtle" disabled>
        Out of Stock<span className="sr-only">: {product.title}</span>
      </Button>
    );
  }
  return (
    <Button
      className={className}
      size={size}
      variant={variant}
      disabled={isPending}
      onClick={() => addToCart({ _id: product._id, title: product.title, totalStock: product.totalStock })}
    >
      <ShoppingBag aria-hidden="true" />
      Add to Cart<span className="sr-only">: {product.title}</span>
    </Button>
  );
}
