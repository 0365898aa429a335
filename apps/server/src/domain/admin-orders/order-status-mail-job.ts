/** Job type of the e-mail a shopper gets when their order ships or is delivered. */
export const ORDER_STATUS_MAIL_JOB = 'order.status-mail';

/** The statuses a shopper is told about by e-mail. */
export const MAILED_ORDER_STATUSES = ['inShipping', 'delivered'] as const;
export type MailedOrderStatus = (typeof MAILED_ORDER_STATUSES)[number];

export function isMailedOrderStatus(status: string): status is MailedOrderStatus {
  return (MAILED_ORDER_STATUSES as readonly string[]).includes(status);
}
