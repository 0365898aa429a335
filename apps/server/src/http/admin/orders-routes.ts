import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  adminEndpoints,
  formatIstIso,
  giftEndpoints,
  ORDER_EXPORT_TOTAL_ROWS_HEADER,
  ORDER_NOTE_ADDED_MESSAGE,
  ORDER_STATUS_UPDATED_MESSAGE,
  orderFulfilmentEndpoints,
  orderTimelineEndpoints,
} from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getAdminOrder } from '../../domain/admin-orders/get-admin-order.ts';
import { listOrders } from '../../domain/admin-orders/list-orders.ts';
import { updateOrderStatus } from '../../domain/admin-orders/update-order-status.ts';
import { addOrderNote } from '../../domain/admin-orders/add-order-note.ts';
import { loadOrderTimeline } from '../../domain/admin-orders/order-timeline.ts';
import { countOrderExportRows, exportOrdersCsv } from '../../domain/admin-orders/export-orders-csv.ts';
import { listOrdersToShip } from '../../domain/admin-orders/list-orders-to-ship.ts';
import { shipOrders } from '../../domain/admin-orders/ship-orders.ts';
import { loadPackingSlips } from '../../domain/fulfilment/load-packing-slips.ts';
import { renderPackingSlipsPdf } from '../../domain/pdf/render-pdf.ts';
import { route } from '../define-route.ts';
import { currentUser } from '../guards.ts';
import { idsInBody } from '../audited-write.ts';

/** The admin's orders. Mounted inside the admin scope, so every route is admin-only. */
export async function adminOrdersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, adminEndpoints.listAdminOrders, async (request) => {
    const page = await listOrders(ctx.db, request.query);
    return { success: true, ...page };
  });

  route(app, adminEndpoints.getAdminOrder, async (request) => {
    const order = await getAdminOrder(ctx.db, request.params.id);
    return { success: true, order };
  });

  route(app, adminEndpoints.updateOrderStatus, { audit: { entity: 'order', verb: 'set-status' } }, async (request) => {
    const order = await updateOrderStatus(ctx.db, {
      orderId: request.params.id,
      status: request.body.status,
      adminId: currentUser(request).id,
    });
    return { success: true, message: ORDER_STATUS_UPDATED_MESSAGE, order };
  });

  // What happened to the order, and the admins' internal notes.
  route(app, orderTimelineEndpoints.getOrderTimeline, async (request) => ({
    success: true,
    events: await loadOrderTimeline(ctx.db, request.params.id),
  }));

  route(app, orderTimelineEndpoints.addOrderNote, { audit: { entity: 'order', verb: 'add-note' } }, async (request, reply) => {
    const admin = currentUser(request);
    const event = await addOrderNote(ctx.db, {
      orderId: request.params.id,
      author: { id: admin.id, userName: admin.userName },
      body: request.body.body,
    });
    return reply.status(201).send({ success: true, message: ORDER_NOTE_ADDED_MESSAGE, event });
  });

  // What to pack today, oldest first, and shipping several at once (each order by the one shipping rule).
  route(app, orderFulfilmentEndpoints.listOrdersToShip, async (request) => ({
    success: true,
    ...(await listOrdersToShip(ctx.db, request.query.page)),
  }));

  route(
    app,
    orderFulfilmentEndpoints.shipOrders,
    { audit: { entity: 'order', verb: 'ship', entityIds: (request) => idsInBody(request, 'shipments', 'orderId') } },
    async (request) => ({
      success: true,
      ...(await shipOrders(ctx.db, { adminId: currentUser(request).id, shipments: request.body.shipments })),
    }),
  );

  // The filtered orders as CSV, streamed batch by batch; the row count goes first for the download's progress bar.
  route(app, orderFulfilmentEndpoints.exportOrders, async (request, reply) => {
    const totalRows = await countOrderExportRows(ctx.db, request.query);
    const day = formatIstIso(new Date()).slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="aurelle-orders-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .header(ORDER_EXPORT_TOTAL_ROWS_HEADER, String(totalRows))
      .send(Readable.from(exportOrdersCsv(ctx.db, request.query), { objectMode: false }));
  });

  // Packing slips: a gift's never shows a price and carries its message.
  route(app, giftEndpoints.downloadPackingSlips, async (request, reply) => {
    const pdf = await renderPackingSlipsPdf(ctx.config.SHOP_NAME, await loadPackingSlips(ctx.db, request.query.ids));
    const name = request.query.ids.length === 1 ? `packing-slip-${request.query.ids[0]?.slice(0, 8)}.pdf` : 'packing-slips.pdf';
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
