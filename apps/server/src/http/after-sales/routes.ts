import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterSalesEndpoints, giftEndpoints, paiseToRupees } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getAdminOrder } from '../../domain/admin-orders/get-admin-order.ts';
import { cancelOrder } from '../../domain/after-sales/cancel-order.ts';
import { codOption } from '../../domain/after-sales/cod-option.ts';
import { decideReturn, orderOfReturnRequest } from '../../domain/after-sales/decide-return.ts';
import type { ExecuteRefundDeps } from '../../domain/after-sales/execute-refund.ts';
import { placeCodOrder } from '../../domain/after-sales/place-cod-order.ts';
import { recordCodCash } from '../../domain/after-sales/record-cod-cash.ts';
import { recordCodRefused } from '../../domain/after-sales/record-cod-refused.ts';
import { refundOrder } from '../../domain/after-sales/refund-order.ts';
import { requestReturn } from '../../domain/after-sales/request-return.ts';
import { shipOrder } from '../../domain/after-sales/ship-order.ts';
import { findMyOrder } from '../../domain/orders/find-my-order.ts';
import { findCreditNote } from '../../domain/tax/find-invoice.ts';
import { readShopSettings } from '../../domain/tax/shop-settings.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin, requireUser } from '../guards.ts';
import { sendTaxDocument } from '../send-tax-document.ts';

/** Cash on delivery, cancellation, returns and refunds, shipments, credit notes. */
export async function afterSalesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asUser = { onRequest: requireUser(ctx) };
  const asAdmin = { onRequest: requireAdmin(ctx) };
  const refundDeps = (log: ExecuteRefundDeps['log']): ExecuteRefundDeps => ({ db: ctx.db, log, payments: ctx.payments });

  route(app, afterSalesEndpoints.getCodOption, asUser, async (request) => {
    return { success: true, cod: await codOption(ctx.db, currentUser(request).id, new Date(), { addressId: request.query.addressId }) };
  });

  // What gift wrapping costs, for the checkout's "This is a gift".
  route(app, giftEndpoints.getGiftOptions, asUser, async () => ({
    success: true,
    wrapFee: paiseToRupees((await readShopSettings(ctx.db)).giftWrapFeePaise),
  }));

  route(app, afterSalesEndpoints.placeCodOrder, asUser, async (request) => {
    const addressId = request.body.addressId ?? request.body.addressInfo?._id;
    const { orderId, paidInFull } = await placeCodOrder(ctx.db, {
      userId: currentUser(request).id,
      addressId,
      couponCode: request.body.couponCode,
      gift: request.body.gift,
      deliveryOption: request.body.deliveryOption,
      whatsappUpdates: request.body.whatsappUpdates,
      giftCardCode: request.body.giftCardCode,
      freeSampleVariantId: request.body.freeSampleVariantId,
      confirmWithinHours: ctx.config.COD_CONFIRM_HOURS,
    });
    return { success: true, message: paidInFull ? 'Order placed: nothing to pay' : 'Order placed: pay in cash on delivery', orderId };
  });

  route(app, afterSalesEndpoints.cancelMyOrder, asUser, async (request) => {
    const userId = currentUser(request).id;
    await cancelOrder(refundDeps(request.log), { orderId: request.params.id, userId, reason: request.body.reason });
    return {
      success: true,
      message: 'Your order has been cancelled',
      data: await findMyOrder(ctx.db, { userId, orderId: request.params.id }),
    };
  });

  route(app, afterSalesEndpoints.requestReturn, asUser, async (request) => {
    const userId = currentUser(request).id;
    await requestReturn(ctx.db, { orderId: request.params.id, userId, reason: request.body.reason, lines: request.body.lines });
    return {
      success: true,
      message: 'Your return request has been sent',
      data: await findMyOrder(ctx.db, { userId, orderId: request.params.id }),
    };
  });

  route(app, afterSalesEndpoints.downloadMyCreditNote, asUser, async (request, reply) => {
    return sendTaxDocument(reply, await findCreditNote(ctx.db, { documentId: request.params.id, userId: currentUser(request).id }));
  });

  route(app, afterSalesEndpoints.shipOrder, { ...asAdmin, audit: { entity: 'order', verb: 'ship' } }, async (request) => {
    await shipOrder(ctx.db, { orderId: request.params.id, adminId: currentUser(request).id, shipment: request.body });
    return { success: true, message: 'Shipment recorded', order: await getAdminOrder(ctx.db, request.params.id) };
  });

  route(app, afterSalesEndpoints.recordCodCash, { ...asAdmin, audit: { entity: 'order', verb: 'cod-collected' } }, async (request) => {
    await recordCodCash(ctx.db, { orderId: request.params.id, adminId: currentUser(request).id, amount: request.body.amount });
    return {
      success: true,
      message: 'Cash recorded: the order is paid and delivered',
      order: await getAdminOrder(ctx.db, request.params.id),
    };
  });

  route(app, afterSalesEndpoints.recordCodRefused, { ...asAdmin, audit: { entity: 'order', verb: 'cod-refused' } }, async (request) => {
    await recordCodRefused(ctx.db, { orderId: request.params.id, adminId: currentUser(request).id });
    return { success: true, message: 'Refused parcel recorded', order: await getAdminOrder(ctx.db, request.params.id) };
  });

  route(app, afterSalesEndpoints.refundOrder, { ...asAdmin, audit: { entity: 'order', verb: 'refund' } }, async (request) => {
    const { created } = await refundOrder(refundDeps(request.log), {
      orderId: request.params.id,
      amount: request.body.amount,
      reason: request.body.reason,
      requestId: request.body.requestId,
      adminId: currentUser(request).id,
    });
    return {
      success: true,
      message: created ? 'Refund made' : 'This refund was already made',
      order: await getAdminOrder(ctx.db, request.params.id),
    };
  });

  // Filed on the order the return belongs to: its snapshot holds the return's status, refund and restock.
  const returnsOrder = {
    entity: 'order',
    verb: 'decide-return',
    lookUpEntityId: (request: FastifyRequest) => orderOfReturnRequest(ctx.db, (request.params as { id?: unknown }).id),
  } as const;
  route(app, afterSalesEndpoints.decideReturn, { ...asAdmin, audit: returnsOrder }, async (request) => {
    const { orderId } = await decideReturn(refundDeps(request.log), {
      returnRequestId: request.params.id,
      adminId: currentUser(request).id,
      decision: request.body,
    });
    const message = request.body.decision === 'approve' ? 'Return approved and refunded' : 'Return rejected';
    return { success: true, message, order: await getAdminOrder(ctx.db, orderId) };
  });

  route(app, afterSalesEndpoints.downloadOrderCreditNote, asAdmin, async (request, reply) => {
    return sendTaxDocument(reply, await findCreditNote(ctx.db, { documentId: request.params.id }));
  });
}
