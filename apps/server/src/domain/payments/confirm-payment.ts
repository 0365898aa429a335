import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { markOrderPaid, type MarkOrderPaidInput, type MarkPaidOutcome } from './mark-order-paid.ts';

/**
 * markOrderPaid in its own transaction, for callers outside one (verify, capture). A payment that reaches
 * an order already cancelled is refused to the shopper and logged loudly: the money has to be refunded.
 */
export async function confirmPayment(
  deps: { db: Db; log: Pick<FastifyBaseLogger, 'error'> },
  input: MarkOrderPaidInput,
): Promise<MarkPaidOutcome> {
  try {
    return await deps.db.transaction((tx) => markOrderPaid(tx, input));
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      deps.log.error(
        { orderId: input.orderId, providerPaymentId: input.providerPaymentId, source: input.source },
        'payment for a cancelled order: refund required',
      );
    }
    throw error;
  }
}
