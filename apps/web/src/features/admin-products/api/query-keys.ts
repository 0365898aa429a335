export const adminProductKeys = {
  all: ['admin', 'products'] as const,
};

/** The storefront's catalog cache root (its product lists, pages and search results). */
export const storefrontCatalogKey = ['catalog'] as const;
