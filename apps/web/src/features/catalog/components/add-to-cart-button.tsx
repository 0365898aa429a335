import { ShoppingBag } from 'lucide-react';
import type { Product, ProductVariant } from '@aurelle/contract';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAddToCart } from '@/lib/cart/use-add-to-cart';

/** 'Add to Cart' for one size of a scent, or a disabled 'Out of Stock' when that size has nothing left. */
export function AddToCartButton({
  product,
  selectedSize,
  className,
  size,
  variant,
}: {
  product: Pick<Product, '_id' | 'title'>;
  selectedSize: Pick<ProductVariant, 'id' | 'stock'> | undefined;
} & Pick<ButtonProps, 'className' | 'size' | 'variant'>) {
  const { addToCart, isPending } = useAddToCart();
  if (!selectedSize || selectedSize.stock <= 0) {
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
      onClick={() => addToCart({ _id: product._id, variantId: selectedSize.id, title: product.title, totalStock: selectedSize.stock })}
    >
      <ShoppingBag aria-hidden="true" />
      Add to Cart<span className="sr-only">: {product.title}</span>
    </Button>
  );
}
