import { AFTER_SALES_MESSAGES, rupeesToPaise } from '@aurelle/contract';
import { AppError } from '../errors.ts';
import { executeRefund, type ExecuteRefundDeps } from './execute-refund.ts';
import { lockedOrder } from './locked-order.ts';
import { requestRefund } from './request-refund.ts';

export interface RefundOrderInput {
  orderId: string;
  /** Rupees, as the contract parsed them. */
  amount: number;
  reason: string;
  requestId: string;
  adminId: string;
}

/**
 * An admin's full or partial refund from order details: checked against what is left to refund under the order's
 * lock, then paid out at once through the provider that took the payment. The form's request id makes a resent
 * request answer the refund already made. A provider that refuses leaves a failed refund and nothing refunded.
 */
export async function refundOrder(deps: ExecuteRefundDeps, input: RefundOrderInput): Promise<{ created: boolean }> {
  const { refund, created } = await deps.db.transaction(async (tx) => {
    await lockedOrder(tx, input.orderId);
    return requestRefund(tx, {
      orderId: input.orderId,
      amountPaise: rupeesToPaise(input.amount),
      kind: 'admin',
      reason: input.reason,
      idempotencyKey: `admin:${input.requestId}`,
      createdBy: input.adminId,
    });
  });
  if (refund.orderId !== input.orderId) throw new AppError('CONFLICT', 'This request id was used for another order');
  if (!created) {
    if (refund.status === 'requested') throw new AppError('CONFLICT', AFTER_SALES_MESSAGES.refundInProgress);
    return { created: false };
  }
  const outcome = await executeRefund(deps, refund.id, { failOnRefusal: true });
  if (outcome === 'failed') {
    throw new AppError('SERVICE_UNAVAILABLE', AFTER_SALES_MESSAGES.refundProviderFailed).because({ code: 'REFUND_PROVIDER_FAILED' });
  }
  return { created: true };
}
