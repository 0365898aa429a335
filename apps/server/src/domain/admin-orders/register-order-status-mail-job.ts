import type { AppContext } from '../../context.ts';
import { ORDER_STATUS_MAIL_JOB } from './order-status-mail-job.ts';
import { sendOrderStatusMail } from './send-order-status-mail.ts';

export function registerOrderStatusMailJob(ctx: AppContext): void {
  const deps = { db: ctx.db, mailer: ctx.mailer, shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL };
  ctx.jobHandlers[ORDER_STATUS_MAIL_JOB] = (payload) => sendOrderStatusMail(deps, payload);
}
