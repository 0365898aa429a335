import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_VARIANT_SIZE_ML,
  rupeesToPaise,
  saleWindowProblem,
  variantLabel,
  type ParsedProductInput,
  type ParsedProductVariantInput,
} from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { orderItems, productVariants, stockChanges } from '../../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { generatedSku, scheduleSaleEdges, syncProductVariants } from '../../../db/product-variants.ts';
import { parcelValuesOf } from './size-parcels.ts';
import { offersNamingSizes, sizeNamedByOfferMessage } from '../../offers/offers-naming-sizes.ts';

type VariantRow = typeof productVariants.$inferSelect;

/** Why and by whom a save changes stock: each size whose stock it changes gets a `stock_changes` row. */
export interface StockChangeSource {
  reason: string;
  adminId: string | null;
}

/**
 * Writes a product's sizes from the admin form and syncs the product's projection; the caller holds the product's
 * row lock. With `variants` the list replaces the sizes (kept by id, new ones added, missing ones removed, which a size
 * with orders refuses); without it the spec's price, sale price and stock apply to the default size.
 * Sale windows (decision 081): a size's window is replaced by the one sent, kept when the request leaves it out,
 * and cleared with its sale price; a sale-edge job is queued at each start and end still to come. A size's parcel
 * (weight and box, decision 098) is likewise replaced when sent and kept when left out.
 */
export async function saveProductVariants(
  tx: DbOrTx,
  productId: string,
  input: ParsedProductInput,
  source: StockChangeSource,
): Promise<void> {
  const existing = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id));
  if (input.variants) await replaceVariants(tx, productId, existing, input.variants);
  else await applySpecFieldsToDefault(tx, productId, existing, input);
  await recordStockChanges(tx, productId, existing, source);
  await syncProductVariants(tx, productId);
  await scheduleSaleEdges(tx, productId);
}

/**
 * The stock ledger of a form or import save: the sizes' stock after it against before it, read under the product's
 * lock, so the rows say exactly what this save changed (a new size counts from 0; a removed one had no orders).
 */
async function recordStockChanges(tx: DbOrTx, productId: string, before: VariantRow[], source: StockChangeSource) {
  const stockBefore = new Map(before.map((row) => [row.id, row.stock]));
  const after = await tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const changes = after
    .map((row) => ({ row, previous: stockBefore.get(row.id) ?? 0 }))
    .filter(({ row, previous }) => row.stock !== previous)
    .map(({ row, previous }) => ({
      variantId: row.id,
      productId,
      delta: row.stock - previous,
      stockBefore: previous,
      stockAfter: row.stock,
      reason: source.reason,
      adminId: source.adminId,
    }));
  // In batches: one statement's parameters are capped (65,535 in PostgreSQL), and each row takes seven.
  for (let start = 0; start < changes.length; start += STOCK_CHANGES_PER_INSERT) {
    await tx.insert(stockChanges).values(changes.slice(start, start + STOCK_CHANGES_PER_INSERT));
  }
}

const STOCK_CHANGES_PER_INSERT = 1000;

interface SaleWindowValues {
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

/**
 * The window a size is saved with: the one sent (null clears an edge), else the stored one; none without a sale price.
 * Checked again here because a kept edge meets a sent one only now (the contract checked what was sent).
 */
function saleWindowOf(variant: ParsedProductVariantInput, stored: VariantRow | undefined, index: number): SaleWindowValues {
  if (!(variant.salePrice > 0)) return { saleStartsAt: null, saleEndsAt: null };
  const edge = (sent: string | null | undefined, kept: Date | null | undefined) =>
    sent === undefined ? (kept ?? null) : sent === null ? null : new Date(sent);
  const window = {
    saleStartsAt: edge(variant.saleStartsAt, stored?.saleStartsAt),
    saleEndsAt: edge(variant.saleEndsAt, stored?.saleEndsAt),
  };
  const problem = saleWindowProblem({
    salePrice: variant.salePrice,
    saleStartsAt: window.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: window.saleEndsAt?.toISOString() ?? null,
  });
  if (problem) throw badRequest(problem.message, { [`variants.${index}.${problem.field}`]: [problem.message] });
  return window;
}

async function replaceVariants(tx: DbOrTx, productId: string, existing: VariantRow[], variants: ParsedProductVariantInput[]) {
  const existingById = new Map(existing.map((row) => [row.id, row]));
  variants.forEach((variant, index) => {
    if (variant.id && !existingById.has(variant.id))
      throw badRequest('This size was removed meanwhile; reload the form', {
        [`variants.${index}.id`]: ['This size was removed meanwhile'],
      });
  });

  const takenElsewhere = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.sku,
          variants.map((variant) => variant.sku),
        ),
        ne(productVariants.productId, productId),
      ),
    );
  if (takenElsewhere.length > 0) {
    const taken = new Set(takenElsewhere.map((row) => row.sku));
    const index = variants.findIndex((variant) => taken.has(variant.sku));
    const message = `SKU ${variants[index]?.sku ?? ''} is already used by another product`;
    throw badRequest(message, { [`variants.${index}.sku`]: [message] });
  }

  const kept = new Set(variants.flatMap((variant) => (variant.id ? [variant.id] : [])));
  const removed = existing.filter((row) => !kept.has(row.id));
  if (removed.length > 0) {
    const ordered = await tx
      .selectDistinct({ variantId: orderItems.variantId })
      .from(orderItems)
      .where(
        inArray(
          orderItems.variantId,
          removed.map((row) => row.id),
        ),
      );
    const withOrders = removed.find((row) => ordered.some((line) => line.variantId === row.id));
    if (withOrders) throw badRequest(`${variantLabel(withOrders)} has orders and cannot be deleted; hide it instead`);
    const [named] = await offersNamingSizes(
      tx,
      removed.map((row) => row.id),
    );
    const namedSize = named ? removed.find((row) => row.id === named.variantId) : undefined;
    if (named && namedSize) throw badRequest(sizeNamedByOfferMessage(variantLabel(namedSize), named.offerName));
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        removed.map((row) => row.id),
      ),
    );
  }

  // SKUs may move between this product's sizes in one save: park the changed ones first so the unique index holds.
  const renamed = variants.filter((variant) => variant.id && existingById.get(variant.id)?.sku !== variant.sku);
  for (const variant of renamed) {
    await tx
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}::text` })
      .where(eq(productVariants.id, variant.id as string));
  }

  for (const [position, variant] of variants.entries()) {
    const window = saleWindowOf(variant, variant.id ? existingById.get(variant.id) : undefined, position);
    const values = {
      sizeMl: variant.sizeMl,
      kind: variant.kind,
      name: variant.name ?? null,
      sku: variant.sku,
      pricePaise: rupeesToPaise(variant.price),
      salePricePaise: rupeesToPaise(variant.salePrice),
      image: variant.image ?? null,
      position,
      isHidden: variant.isHidden,
      ...window,
      // The parcel (weight, box) as sent; left out, a size keeps its own (a new one gets the shop's defaults).
      ...parcelValuesOf(variant),
      updatedAt: new Date(),
    };
    if (variant.id) {
      // The admin's stock change lands as a difference on the live stock (decision 011), never below zero.
      const stock =
        variant.previousStock === undefined
          ? variant.stock
          : sql<number>`GREATEST(0, ${productVariants.stock} + ${variant.stock - variant.previousStock})`;
      await tx
        .update(productVariants)
        .set({ ...values, stock })
        .where(eq(productVariants.id, variant.id));
    } else {
      await tx.insert(productVariants).values({ ...values, productId, stock: variant.stock });
    }
  }
}

async function applySpecFieldsToDefault(tx: DbOrTx, productId: string, existing: VariantRow[], input: ParsedProductInput) {
  const salePricePaise = rupeesToPaise(input.salePrice);
  // The spec's form knows no window: the default size keeps its own, unless the sale itself is removed.
  const price = {
    pricePaise: rupeesToPaise(input.price),
    salePricePaise,
    ...(salePricePaise > 0 ? {} : { saleStartsAt: null, saleEndsAt: null }),
  };
  const defaultVariant = existing.find((row) => !row.isHidden);
  if (!defaultVariant) {
    await tx.insert(productVariants).values({
      productId,
      sizeMl: DEFAULT_VARIANT_SIZE_ML,
      sku: generatedSku(productId, DEFAULT_VARIANT_SIZE_ML),
      ...price,
      stock: input.totalStock,
      position: existing.length,
    });
    return;
  }
  // The spec's total stock is the sum over the shown sizes: the difference lands on the default size.
  const otherStock = existing.filter((row) => !row.isHidden && row.id !== defaultVariant.id).reduce((sum, row) => sum + row.stock, 0);
  const stock =
    input.previousTotalStock === undefined
      ? input.totalStock - otherStock
      : sql<number>`GREATEST(0, ${productVariants.stock} + ${input.totalStock - input.previousTotalStock})`;
  if (typeof stock === 'number' && stock < 0) {
    const message = `Total stock cannot be below the other sizes' stock (${otherStock})`;
    throw badRequest(message, { totalStock: [message] });
  }
  await tx
    .update(productVariants)
    .set({ ...price, stock, updatedAt: new Date() })
    .where(eq(productVariants.id, defaultVariant.id));
}
