import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, products, productVariants } from '../../db/schema/index.ts';
import { isArchived } from '../catalog/archive/in-shop.ts';

/**
 * A shopper's cart lines with each line's product title and image and its size's live data (label parts, SKU,
 * prices, stock) and the product's GST classification: what the cart shows and what checkout prices and reserves. Callers add their own order.
 */
export function selectCartLines(db: DbOrTx, userId: string) {
  return db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      title: products.title,
      productImage: products.image,
      variantImage: productVariants.image,
      sizeMl: productVariants.sizeMl,
      kind: productVariants.kind,
      name: productVariants.name,
      sku: productVariants.sku,
      pricePaise: productVariants.pricePaise,
      salePricePaise: productVariants.salePricePaise,
      // The sale's window: callers price a line with unitPricePaise at their own instant.
      saleStartsAt: productVariants.saleStartsAt,
      saleEndsAt: productVariants.saleEndsAt,
      stock: productVariants.stock,
      isHidden: productVariants.isHidden,
      // Out of the shop: shown as sold out, refused at checkout until removed.
      isArchived,
      hsnCode: products.hsnCode,
      gstRateBasisPoints: products.gstRateBasisPoints,
      // What a coupon's eligibility reads.
      brand: products.brand,
      customBrand: products.customBrand,
      category: products.category,
      customCategory: products.customCategory,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .$dynamic();
}
