import { formatInr, paiseToRupees } from '@aurelle/contract';
import { escapeHtml } from '../mailer.ts';
import { renderMailLayout } from './layout.ts';

export interface GiftCardMailInput {
  shopName: string;
  recipientName: string;
  /** Who gave it; absent when the buyer bought it for themselves. */
  fromName?: string | undefined;
  /** The whole code, AURL-XXXX-XXXX-XXXX: this e-mail is where its holder reads it. */
  code: string;
  amountPaise: number;
  message: string | null;
  expiresAt: Date;
  shopUrl: string;
}

/** The card itself, e-mailed on its delivery date; every value that came from a user (names, message) is escaped. */
export function renderGiftCardMail(input: GiftCardMailInput) {
  const amount = formatInr(paiseToRupees(input.amountPaise));
  const validUntil = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(input.expiresAt);
  const subject = input.fromName
    ? `${input.fromName} sent you a ${input.shopName} gift card of ${amount}`
    : `Your ${input.shopName} gift card of ${amount}`;
  const opening = input.fromName
    ? `${escapeHtml(input.fromName)} has sent you a ${escapeHtml(input.shopName)} gift card.`
    : `Here is your ${escapeHtml(input.shopName)} gift card.`;
  const messageHtml = input.message
    ? `<blockquote style="margin:24px 0;padding:12px 20px;border-left:2px solid #b08d57;font-family:Georgia,'Times New Roman',serif;font-style:italic;font-size:17px;color:#3a3630">${escapeHtml(input.message).replaceAll('\n', '<br>')}</blockquote>`
    : '';
  const html = renderMailLayout({
    shopName: input.shopName,
    title: subject,
    bodyHtml: `<p>Dear ${escapeHtml(input.recipientName)},</p>
<p>${opening}</p>
${messageHtml}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:24px 0;background:#1b1a17;color:#f7f3ec">
<tr><td style="padding:28px 32px;text-align:center">
<p style="margin:0;letter-spacing:3px;text-transform:uppercase;font-size:11px;color:#c9a96e">Gift card</p>
<p style="margin:8px 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:34px">${escapeHtml(amount)}</p>
<p style="margin:0;font-family:'Courier New',monospace;font-size:22px;letter-spacing:3px">${escapeHtml(input.code)}</p>
<p style="margin:16px 0 0;font-size:12px;color:#d9d2c5">Valid until ${escapeHtml(validUntil)}</p>
</td></tr></table>
<p><strong>How to spend it:</strong> choose your fragrances at ${escapeHtml(input.shopName)}, sign in, and enter this code at checkout. The card pays for part or all of an order; what is left stays on the card for next time, until ${escapeHtml(validUntil)}.</p>
<p style="font-size:13px;color:#6b645a">Keep this code safe: whoever holds it can spend the card.</p>
<p style="text-align:center;margin:32px 0"><a href="${escapeHtml(input.shopUrl)}" style="background:#1b1a17;color:#f7f3ec;padding:14px 28px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">Visit the shop</a></p>`,
  });
  const text = [
    `Dear ${input.recipientName},`,
    '',
    input.fromName ? `${input.fromName} has sent you a ${input.shopName} gift card.` : `Here is your ${input.shopName} gift card.`,
    ...(input.message ? ['', `“${input.message}”`] : []),
    '',
    `Amount: ${amount}`,
    `Code: ${input.code}`,
    `Valid until: ${validUntil}`,
    '',
    `How to spend it: choose your fragrances at ${input.shopUrl}, sign in, and enter this code at checkout. The card pays for part or all of an order; what is left stays on the card for next time.`,
    '',
    'Keep this code safe: whoever holds it can spend the card.',
  ].join('\n');
  return { subject, html, text };
}
