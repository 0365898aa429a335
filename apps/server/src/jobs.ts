import type { AppContext } from './context.ts';
import { registerAfterSalesJobs } from './domain/after-sales/register-after-sales-jobs.ts';
import { registerAuthJobs } from './domain/auth/register-auth-jobs.ts';
import { registerCampaignJobs } from './domain/campaigns/register-campaign-jobs.ts';
import { registerCatalogJobs } from './domain/catalog/register-catalog-jobs.ts';
import { registerOrderStatusMailJob } from './domain/admin-orders/register-order-status-mail-job.ts';
import { registerOrderJobs } from './domain/orders/register-order-jobs.ts';
import { registerStockAlertJobs } from './domain/stock-alerts/register-stock-alert-jobs.ts';
import { registerCartReminderJobs } from './domain/cart-reminders/register-cart-reminder-jobs.ts';
import { registerLowStockJobs } from './domain/catalog/low-stock/register-low-stock-jobs.ts';
import { registerWhatsAppJobs } from './domain/whatsapp/register-whatsapp-jobs.ts';
import { registerCodConfirmationJobs } from './domain/cod-confirmation/register-cod-confirmation-jobs.ts';
import { registerGiftCardJobs } from './domain/gift-cards/register-gift-card-jobs.ts';

/** Background job types and their handlers, one line per area (docs/decisions/003-job-queue-in-postgres.md). */
export function registerJobHandlers(ctx: AppContext): void {
  registerOrderJobs(ctx);
  registerCampaignJobs(ctx);
  registerOrderStatusMailJob(ctx);
  registerAuthJobs(ctx);
  registerStockAlertJobs(ctx);
  registerAfterSalesJobs(ctx);
  registerCartReminderJobs(ctx);
  registerCatalogJobs(ctx);
  registerLowStockJobs(ctx);
  registerWhatsAppJobs(ctx);
  registerCodConfirmationJobs(ctx);
  registerGiftCardJobs(ctx);
}
