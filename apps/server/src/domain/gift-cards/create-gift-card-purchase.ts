import { eq } from 'drizzle-orm';
import {
  GIFT_CARD_MESSAGES,
  GIFT_CARD_PURCHASE_MESSAGES,
  giftCardAmountOutsideMessage,
  giftCardDeliveryWindow,
  paiseToRupees,
  rupeesToPaise,
  type CreateGiftCardPurchaseRequest,
  type GiftCardPaymentOrder,
} from '@aurelle/contract';
import { giftCardPurchases, users } from '../../db/schema/index.ts';
import type { CardPaymentGateway } from '../../infra/payments/gateway.ts';
import { AppError, badRequest, unauthorized } from '../errors.ts';
import type { PaymentDeps } from '../payments/create-payment-order.ts';
import { ERROR_CREATING_ORDER_MESSAGE } from '../payments/messages.ts';
import { readGiftCardSettings } from './gift-card-settings.ts';

/** Midnight in India at the start of a calendar date (YYYY-MM-DD), or undefined when it is not a real date. */
export function startOfIndianDay(date: string): Date | undefined {
  const instant = new Date(`${date}T00:00:00+05:30`);
  if (Number.isNaN(instant.getTime())) return undefined;
  // 2026-02-31 would roll over into March: a real date reads back the same.
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10) === date ? instant : undefined;
}

/**
 * A shopper buys a card: the amount is one of the admin's presets or within the custom limits, the delivery date from
 * today to GIFT_CARD_MAX_DELIVERY_DAYS ahead (India's calendar). The pending purchase is written, then the provider
 * order for its amount; should the provider fail, the purchase is marked failed and nothing else happens.
 */
export async function createGiftCardPurchase(
  deps: PaymentDeps & { gateway: CardPaymentGateway },
  input: CreateGiftCardPurchaseRequest & { userId: string },
  now = new Date(),
): Promise<GiftCardPaymentOrder> {
  const settings = await readGiftCardSettings(deps.db);
  const amountPaise = rupeesToPaise(input.amount);
  if (!settings.presetsPaise.includes(amountPaise) && (amountPaise < settings.minPaise || amountPaise > settings.maxPaise)) {
    const message = giftCardAmountOutsideMessage(paiseToRupees(settings.minPaise), paiseToRupees(settings.maxPaise));
    throw badRequest(message, { amount: [message] });
  }
  const window = giftCardDeliveryWindow(now);
  const deliverAt = startOfIndianDay(input.deliverOn);
  const dateProblem = !deliverAt
    ? GIFT_CARD_PURCHASE_MESSAGES.deliverOnRequired
    : input.deliverOn < window.first
      ? GIFT_CARD_MESSAGES.deliverOnPast
      : input.deliverOn > window.last
        ? GIFT_CARD_MESSAGES.deliverOnTooLate
        : undefined;
  if (dateProblem || !deliverAt) {
    const message = dateProblem ?? GIFT_CARD_PURCHASE_MESSAGES.deliverOnRequired;
    throw badRequest(message, { deliverOn: [message] });
  }
  const [buyer] = await deps.db.select({ userName: users.userName, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!buyer) throw unauthorized();

  const [purchase] = await deps.db
    .insert(giftCardPurchases)
    .values({
      buyerId: input.userId,
      amountPaise,
      forSelf: input.forSelf,
      recipientName: input.forSelf ? buyer.userName : (input.recipientName ?? buyer.userName),
      recipientEmail: (input.forSelf ? buyer.email : (input.recipientEmail ?? buyer.email)).toLowerCase(),
      message: input.message ?? null,
      recipientWhatsapp: input.recipientWhatsapp ?? null,
      deliverOn: input.deliverOn,
      deliverAt,
      provider: deps.gateway.provider,
      createdAt: now,
    })
    .returning({ id: giftCardPurchases.id });
  if (!purchase) throw new Error('createGiftCardPurchase: the purchase was not written');

  let providerOrder;
  try {
    providerOrder = await deps.gateway.createOrder({ amountPaise, receipt: purchase.id, notes: { giftCardPurchaseId: purchase.id } });
  } catch (error) {
    deps.log.error({ err: error, purchaseId: purchase.id }, 'payment provider could not create the gift card order');
    await deps.db
      .update(giftCardPurchases)
      .set({ status: 'failed', failureReason: 'Payment provider unavailable' })
      .where(eq(giftCardPurchases.id, purchase.id));
    throw new AppError('SERVICE_UNAVAILABLE', ERROR_CREATING_ORDER_MESSAGE);
  }
  await deps.db.update(giftCardPurchases).set({ providerOrderId: providerOrder.id }).where(eq(giftCardPurchases.id, purchase.id));
  return {
    success: true,
    amount: providerOrder.amountPaise,
    id: providerOrder.id,
    currency: 'INR',
    keyId: deps.gateway.keyId,
    purchaseId: purchase.id,
    provider: deps.gateway.provider,
  };
}
