import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../../db/schema/index.ts';

/**
 * The products shoppers may see and buy: every shop read (listing and its counts, search and its spelling
 * words, the product page, similar scents, cart, checkout, wishlist, back-in-stock) keeps to these. Past orders and
 * invoices never ask: they carry their own copy of the product.
 */
export const inShop: SQL<boolean> = sql<boolean>`(${products.archivedAt} IS NULL)`;

/** The opposite, as a selected value: the product has left the shop. */
export const isArchived: SQL<boolean> = sql<boolean>`(${products.archivedAt} IS NOT NULL)`;
