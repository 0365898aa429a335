import type { AppContext } from '../../context.ts';
import { SEND_CART_REMINDER_JOB } from './schedule-cart-reminder.ts';
import { sendCartReminder } from './send-cart-reminder.ts';

/** The reminder of a cart left alone. */
export function registerCartReminderJobs(ctx: AppContext): void {
  ctx.jobHandlers[SEND_CART_REMINDER_JOB] = async (payload) => {
    if (typeof payload.userId !== 'string') throw new Error('Job payload has no userId');
    const outcome = await sendCartReminder(
      {
        db: ctx.db,
        mailer: ctx.mailer,
        shopName: ctx.config.SHOP_NAME,
        appUrl: ctx.config.APP_URL,
        secret: ctx.config.JWT_SECRET,
        afterHours: ctx.config.CART_REMINDER_AFTER_HOURS,
      },
      { userId: payload.userId },
    );
    if (outcome === 'sent') ctx.log.info({ userId: payload.userId }, 'cart reminder sent');
  };
}
