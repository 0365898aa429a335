import { sql, type SQL } from 'drizzle-orm';
import { productVariants, shopSettings } from '../../../db/schema/index.ts';

/**
 * The one low-stock rule: a size is low when its stock is at or below its threshold, its own or else the
 * shop's default. A threshold of 0 flags only sold-out sizes. Hidden sizes and archived products are never "low":
 * nobody can buy them.
 */
export function isLowStock(stock: number, ownThreshold: number | null, shopDefault: number): boolean {
  return stock <= (ownThreshold ?? shopDefault);
}

/** The threshold in force for a size row, in SQL (reads the shop default from its single settings row). */
export const effectiveLowStockThreshold: SQL<number> = sql<number>`coalesce(${productVariants.lowStockThreshold}, (select ${shopSettings.lowStockThreshold} from ${shopSettings} where ${shopSettings.id} = 1))`;

/** Sizes that are low, in SQL, for queries over product_variants joined with products. */
export const lowStockCondition: SQL = sql`${productVariants.stock} <= ${effectiveLowStockThreshold}`;
