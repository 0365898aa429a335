import type { FastifyInstance } from 'fastify';
import { GIFT_CARD_MESSAGES, GIFT_CARD_PURCHASE_MESSAGES, giftCardDeliveryWindow, giftCardPurchaseEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../domain/errors.ts';
import { createGiftCardPurchase } from '../../domain/gift-cards/create-gift-card-purchase.ts';
import {
  findMyGiftCardPurchase,
  listGiftCardPurchases,
  listMyGiftCardPurchases,
} from '../../domain/gift-cards/find-gift-card-purchases.ts';
import { presentGiftCardSettings, readGiftCardSettings, updateGiftCardSettings } from '../../domain/gift-cards/gift-card-settings.ts';
import { giftCardReceiptFileName } from '../../domain/gift-cards/render-gift-card-receipt-pdf.ts';
import { renderGiftCardReceiptPdf } from '../../domain/pdf/render-pdf.ts';
import { verifyGiftCardPurchase } from '../../domain/gift-cards/verify-gift-card-purchase.ts';
import { readShopSettings } from '../../domain/tax/shop-settings.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin, requireUser } from '../guards.ts';
import { resolvePaymentGateways } from '../payments/resolve-gateways.ts';
import { paymentRateLimit } from '../rate-limits.ts';

/** Buying gift cards (decision 105): the admin's offer, the shopper's purchase paid like an order, its receipt. */
export async function giftCardPurchaseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asAdmin = { onRequest: requireAdmin(ctx) };
  const asShopper = { onRequest: requireUser(ctx) };
  const paying = { ...asShopper, config: { rateLimit: paymentRateLimit(ctx.config) } };
  const gateway = resolvePaymentGateways(ctx).card;
  const deps = { db: ctx.db, log: ctx.log, gateway, secret: ctx.config.JWT_SECRET };

  route(app, giftCardPurchaseEndpoints.getGiftCardSettings, asAdmin, async () => ({
    success: true,
    data: presentGiftCardSettings(await readGiftCardSettings(ctx.db)),
  }));

  route(
    app,
    giftCardPurchaseEndpoints.updateGiftCardSettings,
    { ...asAdmin, audit: { entity: 'settings', verb: 'update-gift-cards', entityId: () => 'gift-cards' } },
    async (request) => ({
      success: true,
      message: GIFT_CARD_MESSAGES.settingsSaved,
      data: await updateGiftCardSettings(ctx.db, { ...request.body, actorId: currentUser(request).id }),
    }),
  );

  route(app, giftCardPurchaseEndpoints.listGiftCardPurchases, asAdmin, async (request) => ({
    success: true,
    ...(await listGiftCardPurchases(ctx.db, request.query)),
  }));

  route(app, giftCardPurchaseEndpoints.getGiftCardOptions, {}, async () => {
    const settings = presentGiftCardSettings(await readGiftCardSettings(ctx.db));
    const window = giftCardDeliveryWindow(new Date());
    return {
      success: true,
      data: {
        presets: settings.presets,
        minAmount: settings.minAmount,
        maxAmount: settings.maxAmount,
        firstDeliveryDate: window.first,
        lastDeliveryDate: window.last,
      },
    };
  });

  route(app, giftCardPurchaseEndpoints.createGiftCardPurchase, paying, async (request) =>
    createGiftCardPurchase(deps, { ...request.body, userId: currentUser(request).id }),
  );

  route(app, giftCardPurchaseEndpoints.verifyGiftCardPurchase, paying, async (request) => {
    const userId = currentUser(request).id;
    const { purchaseId, outcome } = await verifyGiftCardPurchase(deps, { ...request.body, userId });
    const { purchase } = await findMyGiftCardPurchase(ctx.db, { userId, purchaseId });
    return { success: true, message: GIFT_CARD_MESSAGES.paid, alreadyPaid: outcome === 'already-paid', data: purchase };
  });

  route(app, giftCardPurchaseEndpoints.listMyGiftCardPurchases, asShopper, async (request) => ({
    success: true,
    data: await listMyGiftCardPurchases(ctx.db, currentUser(request).id),
  }));

  route(app, giftCardPurchaseEndpoints.downloadGiftCardReceipt, asShopper, async (request, reply) => {
    const { purchase, buyerName, buyerEmail } = await findMyGiftCardPurchase(ctx.db, {
      userId: currentUser(request).id,
      purchaseId: request.params.id,
    });
    const { receiptNumber, paidAt } = purchase;
    if (purchase.status !== 'paid' || !receiptNumber || !paidAt) throw conflict(GIFT_CARD_PURCHASE_MESSAGES.receiptNotReady);
    const pdf = await renderGiftCardReceiptPdf({
      purchase: { ...purchase, receiptNumber, paidAt },
      buyerName,
      buyerEmail,
      shop: await readShopSettings(ctx.db),
      shopName: ctx.config.SHOP_NAME,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${giftCardReceiptFileName(receiptNumber)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
