import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import {
  formatInr,
  paiseToRupees,
  percentOffInWholeRupees,
  rupeesToPaise,
  SALE_BELOW_PRICE_MESSAGE,
  SIZES_GONE_MESSAGE,
  STOCK_BELOW_ZERO_MESSAGE,
  type EditSizesResponse,
  type SizeChange,
  type SizeFieldChange,
} from '@aurelle/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { scheduleSaleEdgesOf, syncProductsVariants } from '../../../db/product-variants.ts';
import { products, productVariants, stockChanges } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { scheduleStockAlertsOf } from '../../stock-alerts/schedule-stock-alerts.ts';
import { lockProducts } from '../variants/lock-products.ts';
import { selectTableRows } from './table-rows.ts';

type SizeRow = typeof productVariants.$inferSelect;

const MAX_STOCK = 1_000_000;

/** A size's values after the change, or why it cannot take it. */
interface Plan {
  size: SizeRow;
  next: { stock: number; pricePaise: number; salePricePaise: number; lowStockThreshold: number | null };
  problem?: string;
}

const rupees = (paise: number) => formatInr(paiseToRupees(paise));

/** The change applied to one size, checked against the rules a size keeps (the product form's, in the same words). */
function plan(size: SizeRow, change: SizeChange): Plan {
  const next = {
    stock: size.stock,
    pricePaise: size.pricePaise,
    salePricePaise: size.salePricePaise,
    lowStockThreshold: size.lowStockThreshold,
  };
  const refuse = (problem: string): Plan => ({ size, next, problem });
  switch (change.kind) {
    case 'adjustStock':
    case 'setStock': {
      next.stock = change.kind === 'adjustStock' ? size.stock + change.by : change.to;
      if (next.stock < 0) return refuse(`${STOCK_BELOW_ZERO_MESSAGE} (it has ${size.stock})`);
      if (next.stock > MAX_STOCK) return refuse(`Stock must be at most ${MAX_STOCK.toLocaleString('en-IN')} (it has ${size.stock})`);
      return { size, next };
    }
    case 'setPrice':
    case 'lowerPrice': {
      next.pricePaise = change.kind === 'setPrice' ? rupeesToPaise(change.to) : percentOffInWholeRupees(size.pricePaise, change.percent);
      if (next.pricePaise <= 0) return refuse('Price must be greater than 0 (it would be ₹0)');
      if (size.salePricePaise > 0 && size.salePricePaise >= next.pricePaise) {
        return refuse(`${SALE_BELOW_PRICE_MESSAGE} (the sale price is ${rupees(size.salePricePaise)})`);
      }
      return { size, next };
    }
    case 'setSalePrice':
    case 'salePercentOff': {
      next.salePricePaise =
        change.kind === 'setSalePrice' ? rupeesToPaise(change.to) : percentOffInWholeRupees(size.pricePaise, change.percent);
      if (change.kind === 'salePercentOff' && next.salePricePaise <= 0) return refuse('Sale price must be greater than 0 (it would be ₹0)');
      if (next.salePricePaise > 0 && next.salePricePaise >= size.pricePaise) {
        return refuse(`${SALE_BELOW_PRICE_MESSAGE} (the price is ${rupees(size.pricePaise)})`);
      }
      return { size, next };
    }
    case 'setLowStockThreshold':
      next.lowStockThreshold = change.to;
      return { size, next };
  }
}

/** What changed on one size, field by field (money in rupees), for the answer and the audit log. */
function fieldChanges({ size, next }: Plan): SizeFieldChange[] {
  const changes: SizeFieldChange[] = [];
  const add = (field: SizeFieldChange['field'], before: number | null, after: number | null) => {
    if (before !== after) changes.push({ variantId: size.id, sku: size.sku, field, before, after });
  };
  add('stock', size.stock, next.stock);
  add('price', paiseToRupees(size.pricePaise), paiseToRupees(next.pricePaise));
  add('salePrice', paiseToRupees(size.salePricePaise), paiseToRupees(next.salePricePaise));
  add('lowStockThreshold', size.lowStockThreshold, next.lowStockThreshold);
  return changes;
}

const changeLabels: Record<SizeChange['kind'], string> = {
  adjustStock: 'Stock',
  setStock: 'Stock',
  setPrice: 'Price',
  lowerPrice: 'Price',
  setSalePrice: 'Sale price',
  salePercentOff: 'Sale price',
  setLowStockThreshold: 'Low-stock threshold',
};

const sizesWord = (count: number) => `${count} ${count === 1 ? 'size' : 'sizes'}`;

/** One refusal for the whole edit: the problem itself for one size; for several, which sizes and that nothing was saved. */
function refusal(refused: Plan[], selected: number) {
  const [first] = refused;
  const errors = Object.fromEntries(refused.map((entry) => [entry.size.sku, [entry.problem ?? '']]));
  if (!first) throw new Error('refusal without a refused size');
  if (selected === 1) return badRequest(first.problem ?? '', errors);
  const more = refused.length > 1 ? ` (and ${refused.length - 1} more)` : '';
  return badRequest(`Nothing was saved: ${first.size.sku}: ${first.problem ?? ''}${more}`, errors);
}

/** Writes the planned values of the sizes that change, with a ledger row per stock change, in the caller's transaction. */
async function write(tx: DbOrTx, plans: Plan[], change: SizeChange, adminId: string) {
  if (plans.length > 0) {
    // One statement for every size (a storm of bulk edits must not queue hundreds of round trips behind shoppers'
    // requests), its values as one array parameter a column, not six parameters a size (building and binding 1,200 of
    // them cost the main thread milliseconds a call). A sale price of 0 ends the sale: its window goes with it.
    const column = <T>(value: (entry: Plan) => T) => sql.param(plans.map(value));
    await tx.execute(sql`
      UPDATE product_variants AS v SET
        stock = n.stock, price_paise = n.price_paise, sale_price_paise = n.sale_price_paise,
        low_stock_threshold = n.low_stock_threshold,
        sale_starts_at = CASE WHEN n.ends_sale THEN NULL ELSE v.sale_starts_at END,
        sale_ends_at = CASE WHEN n.ends_sale THEN NULL ELSE v.sale_ends_at END,
        updated_at = now()
      FROM unnest(
        ${column(({ size }) => size.id)}::uuid[], ${column(({ next }) => next.stock)}::int[],
        ${column(({ next }) => next.pricePaise)}::int[], ${column(({ next }) => next.salePricePaise)}::int[],
        ${column(({ next }) => next.lowStockThreshold)}::int[],
        ${column(({ size, next }) => next.salePricePaise === 0 && size.salePricePaise > 0)}::boolean[]
      ) AS n(id, stock, price_paise, sale_price_paise, low_stock_threshold, ends_sale)
      WHERE v.id = n.id`);
  }
  const ledger = plans
    .filter(({ size, next }) => next.stock !== size.stock)
    .map(({ size, next }) => ({
      variantId: size.id,
      productId: size.productId,
      delta: next.stock - size.stock,
      stockBefore: size.stock,
      stockAfter: next.stock,
      reason: 'reason' in change ? change.reason : '',
      adminId,
    }));
  if (ledger.length > 0) await tx.insert(stockChanges).values(ledger);
}

/**
 * One change to one or many sizes, all or nothing. The sizes' products are locked first, in id order, as
 * every writer of sizes does (checkout, release, the product form), then the sizes themselves `FOR UPDATE` in id order:
 * stock changes land on the live stock as it is under the lock, so parallel edits and checkouts never lose one
 * (decision 087). Every size is checked before anything is written; one that would break a rule refuses the whole
 * edit. Each stock change is recorded with its reason and admin; the products' projections are written again, sale
 * edges and back-in-stock alerts queued, and the catalog caches dropped by the write itself (its notify trigger).
 */
export async function editSizes(
  db: Db,
  input: { variantIds: readonly string[]; change: SizeChange; adminId: string },
): Promise<Omit<EditSizesResponse, 'success'>> {
  const ids = [...new Set(input.variantIds)];
  return db.transaction(async (tx) => {
    // A size never moves to another product, so its product can be read before the locks are taken.
    const owners = await tx.select({ productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, ids));
    const productIds = [...new Set(owners.map((owner) => owner.productId))].sort();
    await lockProducts(tx, productIds);
    const sizes = await tx
      .select()
      .from(productVariants)
      .where(inArray(productVariants.id, ids))
      .orderBy(asc(productVariants.id))
      .for('update');
    if (sizes.length !== ids.length) throw notFound(SIZES_GONE_MESSAGE).because({ code: 'NOT_FOUND', resource: 'variant' });

    // Checked and reported in SKU order, so a refusal names the same size first every time.
    const plans = sizes.map((size) => plan(size, input.change)).sort((a, b) => (a.size.sku < b.size.sku ? -1 : 1));
    const refused = plans.filter((entry) => entry.problem !== undefined);
    if (refused.length > 0) throw refusal(refused, sizes.length);

    const changed = plans.filter((entry) => fieldChanges(entry).length > 0);
    await write(tx, changed, input.change, input.adminId);

    const changedProducts = [...new Set(changed.map((entry) => entry.size.productId))].sort();
    const pricesChanged = ['setPrice', 'lowerPrice', 'setSalePrice', 'salePercentOff'].includes(input.change.kind);
    const restocked = new Set(changed.filter((entry) => entry.next.stock > entry.size.stock).map((entry) => entry.size.productId));
    await syncProductsVariants(tx, changedProducts);
    // A statement per step for all the products, not per product: a bulk edit of 500 sizes stays a few round trips.
    if (pricesChanged) await scheduleSaleEdgesOf(tx, changedProducts);
    if (restocked.size > 0) {
      const inStock = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, [...restocked]), gt(products.totalStock, 0)));
      await scheduleStockAlertsOf(
        tx,
        inStock.map((product) => product.id),
      );
    }

    const changes = changed.flatMap(fieldChanges);
    const label = changeLabels[input.change.kind];
    const message =
      changed.length === 0 ? `${label} was already as asked; nothing changed` : `${label} updated on ${sizesWord(changed.length)}`;
    return { message, rows: await selectTableRows(tx, inArray(productVariants.id, ids)), changes };
  });
}
