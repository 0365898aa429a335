import type { AppContext } from '../../context.ts';
import { executeRefund } from './execute-refund.ts';
import { AFTER_SALES_MAIL_JOB, EXECUTE_REFUND_JOB } from './job-types.ts';
import { sendAfterSalesMail } from './send-after-sales-mail.ts';

/** Refund payouts (retried with backoff while the provider is down) and the shopper's after-sales e-mails. */
export function registerAfterSalesJobs(ctx: AppContext): void {
  ctx.jobHandlers[EXECUTE_REFUND_JOB] = async (payload) => {
    if (typeof payload.refundId !== 'string') throw new Error('Job payload has no refundId');
    await executeRefund({ db: ctx.db, log: ctx.log, payments: ctx.payments }, payload.refundId);
  };
  ctx.jobHandlers[AFTER_SALES_MAIL_JOB] = (payload) =>
    sendAfterSalesMail({ db: ctx.db, mailer: ctx.mailer, shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL }, payload);
}
