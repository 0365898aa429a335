import { formatInr, ORDER_ID_DISPLAY_LENGTH, paiseToRupees, type AddressSnapshot } from '@aurelle/contract';
import { escapeHtml } from '../mailer.ts';
import { renderMailLayout } from './layout.ts';

export interface OrderConfirmationMailInput {
  shopName: string;
  userName: string;
  orderId: string;
  orderDate: Date;
  items: ReadonlyArray<{ title: string; quantity: number; unitPricePaise: number }>;
  subtotalPaise: number;
  discountPaise: number;
  /** The discount's name as checkout showed it ("Code DIWALI25", "First-order discount (15%)"). */
  discountLabel: string;
  totalPaise: number;
  /** Cash on delivery: nothing is paid yet, the total is collected at the door, fee included. */
  cashOnDelivery?: boolean;
  codFeePaise?: number;
  /** Gift wrapping's fee, when the order is wrapped. */
  giftWrapFeePaise?: number;
  /** How it is delivered and for what fee; absent: free shipping, as before delivery settings existed. */
  delivery?: { label: string; feePaise: number };
  address: AddressSnapshot;
  ordersUrl: string;
  /** What a gift card paid of the total (decision 104): the rest is what was paid online or is collected in cash. */
  giftCard?: { maskedCode: string; amountPaise: number } | undefined;
  /** Cash on delivery waiting for the shopper's confirmation: the signed link's page, and until when it waits. */
  codConfirmation?: { url: string; confirmBy: Date } | undefined;
}

const inr = (paise: number) => formatInr(paiseToRupees(paise));

/** The last line of the totals: with a gift card, the total and the card's share come first and the rest is named. */
function closingRows(input: OrderConfirmationMailInput): Array<{ label: string; value: string; strong: boolean }> {
  const toPay = input.totalPaise - (input.giftCard?.amountPaise ?? 0);
  if (!input.giftCard)
    return [{ label: input.cashOnDelivery ? 'To pay on delivery' : 'Total paid', value: inr(input.totalPaise), strong: true }];
  return [
    { label: 'Total', value: inr(input.totalPaise), strong: false },
    { label: `Gift card ${input.giftCard.maskedCode}`, value: `− ${inr(input.giftCard.amountPaise)}`, strong: false },
    ...(toPay > 0 ? [{ label: input.cashOnDelivery ? 'To pay on delivery' : 'Paid online', value: inr(toPay), strong: true }] : []),
  ];
}

/** Order confirmation; every value that came from a user (names, address, product titles) is escaped. */
export function renderOrderConfirmationMail(input: OrderConfirmationMailInput) {
  const orderNumber = input.orderId.slice(0, ORDER_ID_DISPLAY_LENGTH).toUpperCase();
  const subject = `Your ${input.shopName} order #${orderNumber} is confirmed`;
  const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    input.orderDate,
  );
  const cell = 'padding:10px 0;border-bottom:1px solid #e8e0d2';
  const rows = input.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${escapeHtml(item.title)}</td><td style="${cell};text-align:center">${item.quantity}</td>` +
        `<td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(inr(item.unitPricePaise * item.quantity))}</td></tr>`,
    )
    .join('');
  const totalRow = (label: string, value: string, strong = false) =>
    `<tr><td colspan="2" style="padding:6px 0;${strong ? 'font-weight:bold' : ''}">${escapeHtml(label)}</td>` +
    `<td style="padding:6px 0;text-align:right;white-space:nowrap;${strong ? 'font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`;
  const deliveryLabel = input.delivery?.label ?? 'Shipping';
  const deliveryFee = input.delivery?.feePaise ? inr(input.delivery.feePaise) : 'Free';
  const a = input.address;
  const addressLines = [a.fullName, a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.postalCode}`, `Phone: ${a.phoneNumber}`]
    .filter((line): line is string => Boolean(line))
    .map((line) => escapeHtml(line))
    .join('<br>');

  const confirmBy = input.codConfirmation
    ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
        input.codConfirmation.confirmBy,
      )
    : '';
  const confirmationHtml = input.codConfirmation
    ? `<p style="margin:24px 0 8px;padding:16px;border:1px solid #c9a96e;background:#fbf7ef"><strong>Please confirm your order by ${escapeHtml(confirmBy)}.</strong> We ship cash-on-delivery orders once you confirm them; an order not confirmed by then is cancelled.</p>
<p style="text-align:center;margin:16px 0 24px"><a href="${escapeHtml(input.codConfirmation.url)}" style="background:#8a6d3b;color:#ffffff;padding:14px 28px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">Confirm or cancel your order</a></p>`
    : '';
  const html = renderMailLayout({
    shopName: input.shopName,
    title: subject,
    bodyHtml: `<p>Dear ${escapeHtml(input.userName)},</p>
<p>${
      input.cashOnDelivery
        ? `Thank you for your order. We are preparing your fragrances with care; please keep ${escapeHtml(inr(input.totalPaise - (input.giftCard?.amountPaise ?? 0)))} ready to pay in cash when they are delivered.`
        : 'Thank you for your order. Your payment has been received and we are preparing your fragrances with care.'
    }</p>
${confirmationHtml}
<p style="margin:24px 0 8px;letter-spacing:2px;text-transform:uppercase;font-size:12px;color:#6b645a">Order #${escapeHtml(orderNumber)} · ${escapeHtml(date)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><th align="left" style="${cell}">Item</th><th style="${cell}">Qty</th><th align="right" style="${cell}">Amount</th></tr>
${rows}
${totalRow('Subtotal', inr(input.subtotalPaise))}
${input.discountPaise > 0 ? totalRow(escapeHtml(input.discountLabel), `− ${inr(input.discountPaise)}`) : ''}
${totalRow(deliveryLabel, deliveryFee)}
${input.codFeePaise ? totalRow('Cash on delivery fee', inr(input.codFeePaise)) : ''}
${input.giftWrapFeePaise ? totalRow('Gift wrap', inr(input.giftWrapFeePaise)) : ''}
${closingRows(input)
  .map((row) => totalRow(row.label, row.value, row.strong))
  .join('\n')}
</table>
<p style="margin:24px 0 4px;letter-spacing:2px;text-transform:uppercase;font-size:12px;color:#6b645a">Delivering to</p>
<p style="margin:0">${addressLines}</p>
<p style="text-align:center;margin:32px 0"><a href="${escapeHtml(input.ordersUrl)}" style="background:#1b1a17;color:#f7f3ec;padding:14px 28px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">View your orders</a></p>`,
  });

  const text = [
    `Dear ${input.userName},`,
    '',
    input.cashOnDelivery
      ? `Thank you for your order #${orderNumber} (${date}). Please pay ${inr(input.totalPaise - (input.giftCard?.amountPaise ?? 0))} in cash on delivery.`
      : `Thank you for your order #${orderNumber} (${date}). Your payment has been received.`,
    '',
    ...(input.codConfirmation
      ? [
          `Please confirm your order by ${confirmBy}: we ship cash-on-delivery orders once you confirm them, and cancel those not confirmed by then.`,
          `Confirm or cancel: ${input.codConfirmation.url}`,
          '',
        ]
      : []),
    ...input.items.map((item) => `${item.quantity} × ${item.title} — ${inr(item.unitPricePaise * item.quantity)}`),
    '',
    `Subtotal: ${inr(input.subtotalPaise)}`,
    ...(input.discountPaise > 0 ? [`${input.discountLabel}: − ${inr(input.discountPaise)}`] : []),
    `${deliveryLabel}: ${deliveryFee}`,
    ...(input.codFeePaise ? [`Cash on delivery fee: ${inr(input.codFeePaise)}`] : []),
    ...(input.giftWrapFeePaise ? [`Gift wrap: ${inr(input.giftWrapFeePaise)}`] : []),
    ...closingRows(input).map((row) => `${row.label}: ${row.value}`),
    '',
    `Delivering to: ${[a.fullName, a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode].filter(Boolean).join(', ')}`,
    '',
    `Your orders: ${input.ordersUrl}`,
  ].join('\n');
  return { subject, html, text };
}
