import type { FastifyBaseLogger } from 'fastify';
import type { CreatePaymentOrderResponse } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { CardPaymentGateway } from '../../infra/payments/gateway.ts';
import { AppError } from '../errors.ts';
import { attachProviderOrder } from '../orders/attach-provider-order.ts';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.ts';
import { placePendingOrder } from '../orders/place-pending-order.ts';
import { ERROR_CREATING_ORDER_MESSAGE } from './messages.ts';

export interface PaymentDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/**
 * Card checkout: the pending order with its stock reservation is committed first, then the provider order
 * (amount in paise, INR, receipt = our order id) is created and its id stored. Should the provider fail,
 * the order is cancelled again so the reserved stock goes straight back. An order with nothing to pay asks no provider.
 */
export async function createPaymentOrder(
  deps: PaymentDeps & { gateway: CardPaymentGateway },
  input: {
    userId: string;
    addressId: string | undefined;
    couponCode?: string | undefined;
    gift?: { wrap: boolean; message: string } | undefined;
    deliveryOption?: 'standard' | 'express' | undefined;
    whatsappUpdates?: boolean | undefined;
    giftCardCode?: string | undefined;
    /** The free sample chosen when a "choose a free sample" offer applies. */
    freeSampleVariantId?: string | undefined;
  },
): Promise<CreatePaymentOrderResponse> {
  const placed = await placePendingOrder(deps.db, {
    userId: input.userId,
    addressId: input.addressId,
    couponCode: input.couponCode,
    gift: input.gift,
    deliveryOption: input.deliveryOption,
    whatsappUpdates: input.whatsappUpdates,
    giftCardCode: input.giftCardCode,
    freeSampleVariantId: input.freeSampleVariantId,
    paymentMethod: 'razorpay',
    paymentProvider: deps.gateway.provider,
  });
  // Nothing to pay: the order is confirmed and invoiced already, and no provider is asked for ₹0 (Razorpay refuses under ₹1).
  if (placed.paidInFull) return { success: true, paidInFull: true, amount: 0, currency: 'INR', orderId: placed.orderId };
  let providerOrder;
  try {
    providerOrder = await deps.gateway.createOrder({
      amountPaise: placed.amountToPayPaise,
      receipt: placed.orderId,
      notes: { orderId: placed.orderId },
    });
  } catch (error) {
    deps.log.error({ err: error, orderId: placed.orderId }, 'payment provider could not create the order');
    await deps.db.transaction((tx) => cancelUnpaidOrder(tx, { orderId: placed.orderId, reason: 'Payment provider unavailable' }));
    throw new AppError('SERVICE_UNAVAILABLE', ERROR_CREATING_ORDER_MESSAGE);
  }
  await attachProviderOrder(deps.db, { orderId: placed.orderId, providerOrderId: providerOrder.id });
  return {
    success: true,
    amount: providerOrder.amountPaise,
    id: providerOrder.id,
    currency: 'INR',
    keyId: deps.gateway.keyId,
    orderId: placed.orderId,
    provider: deps.gateway.provider,
  };
}
