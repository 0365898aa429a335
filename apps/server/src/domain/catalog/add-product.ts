import { eq } from 'drizzle-orm';
import {
  DEFAULT_GST_RATE,
  DEFAULT_HSN_CODE,
  gstRateToBasisPoints,
  rupeesToPaise,
  type AdminProduct,
  type ParsedProductInput,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { presentAdminProductOf } from './present-product.ts';
import { productColumns } from './product-columns.ts';
import { productValues } from './product-values.ts';
import { saveProductVariants, type StockChangeSource } from './variants/save-product-variants.ts';
import { syncNoteWords } from '../../db/note-words.ts';
import { withCheckedNotes } from './notes/check-pyramid.ts';

/**
 * A new product and its sizes in one transaction (one default size when the form names none). `id` keeps a product's
 * identity when a catalog CSV brings it into another shop.
 */
export async function addProduct(
  db: DbOrTx,
  form: ParsedProductInput,
  options: { id?: string; stockChange: StockChangeSource },
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const input = await withCheckedNotes(tx, form);
    const [created] = await tx
      .insert(products)
      .values({
        ...(options.id ? { id: options.id } : {}),
        // Stated here rather than left to the column defaults, so the contract's defaults are the ones that apply.
        hsnCode: DEFAULT_HSN_CODE,
        gstRateBasisPoints: gstRateToBasisPoints(DEFAULT_GST_RATE),
        ...productValues(input),
        pricePaise: rupeesToPaise(input.price),
        salePricePaise: rupeesToPaise(input.salePrice),
      })
      .returning({ id: products.id });
    if (!created) throw new Error('insert returned no row');
    await saveProductVariants(tx, created.id, input, options.stockChange);
    await syncNoteWords(tx, created.id);
    const [row] = await tx.select(productColumns).from(products).where(eq(products.id, created.id));
    if (!row) throw new Error('product vanished inside its own transaction');
    return presentAdminProductOf(tx, row);
  });
}
