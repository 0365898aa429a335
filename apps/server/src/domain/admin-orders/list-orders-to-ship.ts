import { asc, count } from 'drizzle-orm';
import { TO_SHIP_PAGE_SIZE } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { awaitingShipmentCondition } from '../after-sales/shipping-rule.ts';
import { loadPresentedOrders } from '../orders/present-order.ts';
import type { OrdersPage } from './list-orders.ts';

/**
 * The To ship view: orders paid, or cash on delivery, that are confirmed or in process, oldest first (the
 * longest wait is packed first), each with its lines, delivery address and gift, with the customer. The shipping rule
 * decides membership, so an order listed here is one "Mark shipped" accepts.
 */
export async function listOrdersToShip(db: DbOrTx, page: number): Promise<OrdersPage> {
  const [totals] = await db.select({ total: count() }).from(orders).where(awaitingShipmentCondition);
  const totalOrders = Number(totals?.total ?? 0);
  const rows = await db
    .select()
    .from(orders)
    .where(awaitingShipmentCondition)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(TO_SHIP_PAGE_SIZE)
    .offset((page - 1) * TO_SHIP_PAGE_SIZE);
  return {
    orders: await loadPresentedOrders(db, rows, { withCustomer: true }),
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalOrders / TO_SHIP_PAGE_SIZE)),
    totalOrders,
  };
}
