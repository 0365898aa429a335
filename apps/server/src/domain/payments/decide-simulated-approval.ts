import type { SimulatedRedirectPaymentGateway } from '../../infra/payments/simulated-redirect-gateway.ts';
import { badRequest, notFound } from '../errors.ts';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';
import type { PaymentDeps } from './create-payment-order.ts';
import { findSimulatedApproval } from './find-simulated-approval.ts';
import { ORDER_NOT_AWAITING_PAYMENT_MESSAGE } from './messages.ts';

export type SimulatedDecision = { decision: 'approved'; paymentId: string; payerId: string } | { decision: 'cancelled' };

/**
 * The shopper's choice on the simulated approval page. Approving records the approval in the provider's
 * ledger and hands out the payer id (nothing is paid until the capture); cancelling ends the order and
 * releases its stock, as a cancelled PayPal payment does.
 */
export async function decideSimulatedApproval(
  deps: PaymentDeps & { gateway: SimulatedRedirectPaymentGateway },
  input: { userId: string; orderId: string; approve: boolean },
): Promise<SimulatedDecision> {
  return deps.db.transaction(async (tx) => {
    const approval = await findSimulatedApproval(tx, input);
    if (!approval) throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
    if (!approval.isAwaitingPayment) throw badRequest(ORDER_NOT_AWAITING_PAYMENT_MESSAGE).because({ code: 'ORDER_NOT_PAYABLE' });
    if (!input.approve) {
      await cancelUnpaidOrder(tx, { orderId: approval.orderId, reason: 'Payment cancelled by the shopper' });
      return { decision: 'cancelled' };
    }
    await deps.gateway.recordApproval(tx, approval.paymentId);
    return { decision: 'approved', paymentId: approval.paymentId, payerId: deps.gateway.payerIdFor(approval.paymentId) };
  });
}
