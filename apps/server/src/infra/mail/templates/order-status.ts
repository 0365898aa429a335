import { formatInr, ORDER_ID_DISPLAY_LENGTH, paiseToRupees, type AddressSnapshot } from '@aurelle/contract';
import { escapeHtml } from '../mailer.ts';
import { button, eyebrow, heading, mailColors, preheader, signOff } from './blocks.ts';
import { renderMailLayout } from './layout.ts';

export interface OrderStatusMailInput {
  shopName: string;
  appUrl: string;
  userName: string;
  status: 'inShipping' | 'delivered';
  order: {
    id: string;
    totalPaise: number;
    discountPaise: number;
    discountLabel: string;
    address: AddressSnapshot;
    items: Array<{ title: string; quantity: number; unitPricePaise: number }>;
  };
  /** The courier and tracking number recorded when it shipped. */
  shipment?: { courierName: string; trackingNumber: string; trackingUrl: string | null; expectedDeliveryDate: string | null } | undefined;
}

function expectedDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

const copy = {
  inShipping: {
    eyebrow: 'On its way',
    title: 'Your order has shipped',
    subject: (ref: string) => `Your order ${ref} has shipped`,
    lead: 'Good news: your order has left our atelier and is on its way to you.',
  },
  delivered: {
    eyebrow: 'Delivered',
    title: 'Your order has been delivered',
    subject: (ref: string) => `Your order ${ref} has been delivered`,
    lead: 'Your order has been delivered. We hope every note is just as you imagined.',
  },
} as const;

/** "Shipped" and "Delivered" e-mails: the lines, the total in ₹ and the delivery address, all escaped. */
export function renderOrderStatusMail(input: OrderStatusMailInput) {
  const text = copy[input.status];
  const reference = `#${input.order.id.slice(0, ORDER_ID_DISPLAY_LENGTH).toUpperCase()}`;
  const subject = `${text.subject(reference)} · ${input.shopName}`;
  const ordersUrl = `${input.appUrl}/shop/account?tab=orders`;
  const total = formatInr(paiseToRupees(input.order.totalPaise));
  const address = input.order.address;
  const addressLines = [
    address.fullName,
    address.addressLine1,
    address.addressLine2 ?? '',
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.phoneNumber,
  ].filter((line) => line.trim() !== '');

  const rows = input.order.items
    .map(
      (item) => `<tr>
<td style="padding:10px 0;border-bottom:1px solid ${mailColors.line}">${escapeHtml(item.title)} <span style="color:${mailColors.stone}">× ${item.quantity}</span></td>
<td style="padding:10px 0;border-bottom:1px solid ${mailColors.line};text-align:right;white-space:nowrap">${escapeHtml(formatInr(paiseToRupees(item.unitPricePaise * item.quantity)))}</td>
</tr>`,
    )
    .join('\n');
  const discountRow =
    input.order.discountPaise > 0
      ? `<tr><td style="padding:10px 0;color:${mailColors.stone}">${escapeHtml(input.order.discountLabel)}</td><td style="padding:10px 0;text-align:right;color:${mailColors.stone}">−${escapeHtml(formatInr(paiseToRupees(input.order.discountPaise)))}</td></tr>`
      : '';

  const shipment = input.status === 'inShipping' ? input.shipment : undefined;
  const shipmentLines = shipment
    ? [
        `Courier: ${shipment.courierName}`,
        `Tracking number (AWB): ${shipment.trackingNumber}`,
        ...(shipment.expectedDeliveryDate ? [`Expected delivery: ${expectedDate(shipment.expectedDeliveryDate)}`] : []),
      ]
    : [];
  const shipmentHtml = shipment
    ? `<p style="margin:0 0 8px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${mailColors.stone}">Tracking</p>
<p style="margin:0 0 16px">${shipmentLines.map(escapeHtml).join('<br>')}</p>
${shipment.trackingUrl ? button('Track your parcel', shipment.trackingUrl) : ''}`
    : '';

  const bodyHtml = `${preheader(`${text.title} — order ${reference}`)}
${eyebrow(text.eyebrow)}
${heading(text.title)}
<p style="margin:0 0 16px">Dear ${escapeHtml(input.userName)},</p>
<p style="margin:0 0 24px">${escapeHtml(text.lead)}</p>
${shipmentHtml}<p style="margin:0 0 8px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${mailColors.stone}">Order ${escapeHtml(reference)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
${rows}
${discountRow}
<tr><td style="padding:14px 0 0;font-weight:bold">Total</td><td style="padding:14px 0 0;text-align:right;font-weight:bold">${escapeHtml(total)}</td></tr>
</table>
<p style="margin:28px 0 4px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${mailColors.stone}">Delivery address</p>
<p style="margin:0">${addressLines.map(escapeHtml).join('<br>')}</p>
${button('View your order', ordersUrl)}
${signOff(input.shopName)}`;

  const html = renderMailLayout({ shopName: input.shopName, title: subject, bodyHtml });
  const textBody = [
    `Dear ${input.userName},`,
    '',
    text.lead,
    '',
    ...(shipment ? [...shipmentLines, ...(shipment.trackingUrl ? [`Track your parcel: ${shipment.trackingUrl}`] : []), ''] : []),
    `Order ${reference}`,
    ...input.order.items.map(
      (item) => `- ${item.title} × ${item.quantity}: ${formatInr(paiseToRupees(item.unitPricePaise * item.quantity))}`,
    ),
    ...(input.order.discountPaise > 0 ? [`${input.order.discountLabel}: −${formatInr(paiseToRupees(input.order.discountPaise))}`] : []),
    `Total: ${total}`,
    '',
    'Delivery address:',
    ...addressLines,
    '',
    `View your order: ${ordersUrl}`,
    '',
    `With warm regards,\nThe ${input.shopName} House`,
  ].join('\n');
  return { subject, html, text: textBody };
}
