/** Background jobs of the after-sales area. */
export const EXECUTE_REFUND_JOB = 'after-sales.execute-refund';
export const AFTER_SALES_MAIL_JOB = 'after-sales.mail';

/** What the shopper is told about, each in its own e-mail. */
export const AFTER_SALES_NOTICES = ['cancelled', 'return-requested', 'return-approved', 'return-rejected', 'refunded'] as const;
export type AfterSalesNotice = (typeof AFTER_SALES_NOTICES)[number];
