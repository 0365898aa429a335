import type { AppContext } from '../../context.ts';
import { deliverGiftCard } from './deliver-gift-card.ts';
import { DELIVER_GIFT_CARD_JOB } from './job-types.ts';

/** A bought card's delivery on its date. */
export function registerGiftCardJobs(ctx: AppContext): void {
  ctx.jobHandlers[DELIVER_GIFT_CARD_JOB] = async (payload) => {
    if (typeof payload.purchaseId !== 'string') throw new Error('Job payload has no purchaseId');
    const outcome = await deliverGiftCard(
      {
        db: ctx.db,
        mailer: ctx.mailer,
        whatsapp: ctx.whatsapp,
        shopName: ctx.config.SHOP_NAME,
        appUrl: ctx.config.APP_URL,
        secret: ctx.config.JWT_SECRET,
      },
      payload.purchaseId,
    );
    // Picked up a moment early (clocks differ between instances): fail so the queue retries with backoff.
    if (outcome === 'not-due') throw new Error('Gift card not yet due for delivery');
  };
}
