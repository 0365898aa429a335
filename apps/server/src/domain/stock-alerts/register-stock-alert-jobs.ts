import type { AppContext } from '../../context.ts';
import { answerStockAlerts, sendBackInStockMail } from './answer-stock-alerts.ts';
import { BACK_IN_STOCK_MAIL_JOB, STOCK_ALERTS_JOB } from './stock-alert-jobs.ts';

export function registerStockAlertJobs(ctx: AppContext): void {
  ctx.jobHandlers[STOCK_ALERTS_JOB] = (payload) => answerStockAlerts(ctx.db, payload);
  const mailDeps = { db: ctx.db, mailer: ctx.mailer, shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL };
  ctx.jobHandlers[BACK_IN_STOCK_MAIL_JOB] = (payload) => sendBackInStockMail(mailDeps, payload);
}
