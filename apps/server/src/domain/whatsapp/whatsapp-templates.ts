import { formatInr, paiseToRupees } from '@aurelle/contract';

/** The order events a shopper who opted in hears about on WhatsApp. */
export const WHATSAPP_EVENTS = [
  'cod-confirmation',
  'order-confirmed',
  'shipped',
  'out-for-delivery',
  'delivered',
  'refund-processed',
] as const;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];

/** Quick-reply payloads of the COD confirmation: they come back on the webhook when the shopper presses a button. */
export const COD_CONFIRM_PAYLOAD = 'cod-confirm';
export const COD_CANCEL_PAYLOAD = 'cod-cancel';

export interface WhatsAppOrderFacts {
  orderId: string;
  shopperName: string;
  totalPaise: number;
  trackingNumber: string | null;
  courier: string | null;
  /** A refund's amount, for refund-processed. */
  amountPaise?: number | undefined;
}

export interface WhatsAppTemplateChoice {
  /** The template's name as approved in Meta's WhatsApp Manager (decision 097 lists their texts). */
  template: string;
  parameters: string[];
  buttons: string[];
}

const orderReference = (orderId: string) => `#${orderId.slice(0, 8)}`;

/**
 * Which approved template each event sends and its parameters. The texts themselves live at Meta (a business may only
 * open a conversation with an approved template); docs/decisions/097 holds the wording to submit.
 */
export function whatsappTemplateFor(
  event: WhatsAppEvent,
  order: WhatsAppOrderFacts,
  links: { orderUrl: string; trackingUrl: string },
): WhatsAppTemplateChoice {
  const name = order.shopperName;
  const reference = orderReference(order.orderId);
  switch (event) {
    case 'cod-confirmation':
      return {
        template: 'cod_confirmation',
        parameters: [name, reference, formatInr(paiseToRupees(order.totalPaise))],
        buttons: [`${COD_CONFIRM_PAYLOAD}:${order.orderId}`, `${COD_CANCEL_PAYLOAD}:${order.orderId}`],
      };
    case 'order-confirmed':
      return { template: 'order_confirmed', parameters: [name, reference, links.orderUrl], buttons: [] };
    case 'shipped':
      return {
        template: 'order_shipped',
        parameters: [name, reference, order.courier ?? 'our courier', order.trackingNumber ?? '—', links.trackingUrl],
        buttons: [],
      };
    case 'out-for-delivery':
      return { template: 'order_out_for_delivery', parameters: [name, reference], buttons: [] };
    case 'delivered':
      return { template: 'order_delivered', parameters: [name, reference, links.orderUrl], buttons: [] };
    case 'refund-processed':
      return {
        template: 'refund_processed',
        parameters: [name, reference, formatInr(paiseToRupees(order.amountPaise ?? 0))],
        buttons: [],
      };
  }
}
