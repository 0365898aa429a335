import type { AppContext } from '../../../context.ts';
import { runLowStockDigest } from './run-low-stock-digest.ts';
import { LOW_STOCK_DIGEST_JOB, LOW_STOCK_DIGEST_MAIL_JOB } from './schedule-low-stock-digest.ts';
import { sendLowStockDigestMail } from './send-low-stock-digest-mail.ts';

/** The daily low-stock e-mail to the admins: the day's run, then one e-mail job per admin. */
export function registerLowStockJobs(ctx: AppContext): void {
  ctx.jobHandlers[LOW_STOCK_DIGEST_JOB] = async () => {
    const outcome = await runLowStockDigest(ctx.db, { hourIst: ctx.config.LOW_STOCK_DIGEST_HOUR_IST });
    ctx.log.info({ outcome }, 'low-stock digest run');
  };
  const mailDeps = { db: ctx.db, mailer: ctx.mailer, shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL };
  ctx.jobHandlers[LOW_STOCK_DIGEST_MAIL_JOB] = async (payload) => {
    await sendLowStockDigestMail(mailDeps, payload);
  };
}
