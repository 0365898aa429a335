import type { AppContext } from '../../context.ts';
import { SALE_EDGE_JOB } from '../../db/product-variants.ts';
import { syncAtSaleEdge } from './sale-windows/sync-at-sale-edge.ts';

/** The catalog's background work: writing a product's projection again when one of its sales starts or ends. */
export function registerCatalogJobs(ctx: AppContext): void {
  ctx.jobHandlers[SALE_EDGE_JOB] = (payload) => syncAtSaleEdge(ctx.db, payload);
}
