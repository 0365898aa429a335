import type { AppContext } from '../../context.ts';
import { expireReservation } from './expire-reservation.ts';
import { EXPIRE_RESERVATION_JOB, SEND_ORDER_CONFIRMATION_JOB, SWEEP_RESERVATIONS_JOB } from './job-types.ts';
import { sendOrderConfirmation } from './send-order-confirmation.ts';
import { sweepExpiredReservations } from './sweep-expired-reservations.ts';

function orderIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.orderId !== 'string') throw new Error('Job payload has no orderId');
  return payload.orderId;
}

/** Reservation expiry, its safety-net sweep and the order confirmation e-mail. */
export function registerOrderJobs(ctx: AppContext): void {
  ctx.jobHandlers[EXPIRE_RESERVATION_JOB] = async (payload) => {
    const outcome = await expireReservation(ctx.db, { orderId: orderIdOf(payload) });
    // Picked up a moment early (clocks differ between instances): fail so the queue retries with backoff.
    if (outcome === 'not-due') throw new Error('Reservation not yet due');
  };
  ctx.jobHandlers[SWEEP_RESERVATIONS_JOB] = async () => {
    const expired = await sweepExpiredReservations(ctx.db);
    if (expired > 0) ctx.log.info({ expired }, 'reservation sweep expired unpaid orders');
  };
  ctx.jobHandlers[SEND_ORDER_CONFIRMATION_JOB] = async (payload) => {
    await sendOrderConfirmation(
      { db: ctx.db, mailer: ctx.mailer, shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL, linkSecret: ctx.config.JWT_SECRET },
      orderIdOf(payload),
    );
  };
}
