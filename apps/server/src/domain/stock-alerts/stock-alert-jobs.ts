/** Job type that answers a product's waiting "Notify me" requests once its stock is back (one job per product). */
export const STOCK_ALERTS_JOB = 'catalog.stock-alerts';
/** Job type of one back-in-stock e-mail (one per request, so a failed send is retried alone). */
export const BACK_IN_STOCK_MAIL_JOB = 'catalog.back-in-stock-mail';
