import type { AppContext } from '../../context.ts';
import { expireCodConfirmation } from './expire-cod-confirmation.ts';
import { EXPIRE_COD_CONFIRMATION_JOB } from './job-types.ts';

export function registerCodConfirmationJobs(ctx: AppContext): void {
  ctx.jobHandlers[EXPIRE_COD_CONFIRMATION_JOB] = async (payload) => {
    if (typeof payload.orderId !== 'string') throw new Error('Job payload has no orderId');
    const outcome = await expireCodConfirmation(ctx.db, { orderId: payload.orderId });
    // Picked up a moment early (clocks differ between instances): fail so the queue retries with backoff.
    if (outcome === 'not-due') throw new Error('COD confirmation not yet due');
    if (outcome === 'cancelled') ctx.log.info({ orderId: payload.orderId }, 'unconfirmed cash-on-delivery order cancelled');
  };
}
