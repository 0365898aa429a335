/** The reasons the stock ledger gives for stock changed outside the size table: the table's admin types one. */
export const STOCK_REASON_PRODUCT_FORM = 'Product form';
export const STOCK_REASON_NEW_PRODUCT = 'New product';
export const STOCK_REASON_CATALOG_IMPORT = 'Catalog import';
