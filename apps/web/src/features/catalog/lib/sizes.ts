import { shopperVariants, type Product, type ProductVariant } from '@aurelle/contract';

/** The size a shopper gets without choosing: the first shown size (the product's price is its price). */
export function defaultSize(product: Pick<Product, 'variants'>): ProductVariant | undefined {
  return shopperVariants(product.variants)[0];
}

/** Whether the shopper has a choice of sizes to make. */
export function hasSizeChoice(product: Pick<Product, 'variants'>): boolean {
  return shopperVariants(product.variants).length > 1;
}
