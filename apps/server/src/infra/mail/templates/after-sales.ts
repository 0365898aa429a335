import { formatInr, ORDER_ID_DISPLAY_LENGTH, paiseToRupees } from '@aurelle/contract';
import { escapeHtml } from '../mailer.ts';
import { button, eyebrow, heading, preheader, signOff } from './blocks.ts';
import { renderMailLayout } from './layout.ts';

export type AfterSalesMail =
  | { notice: 'cancelled'; paid: boolean }
  | { notice: 'return-requested'; items: string[] }
  | { notice: 'return-approved'; items: string[]; amountPaise: number }
  | { notice: 'return-rejected'; reason: string }
  | { notice: 'refunded'; amountPaise: number; creditNoteNumber: string | null; toCard: boolean };

export interface AfterSalesMailInput {
  shopName: string;
  appUrl: string;
  userName: string;
  orderId: string;
  mail: AfterSalesMail;
}

const inr = (paise: number) => formatInr(paiseToRupees(paise));

/** What each notice says: an eyebrow, a title (also the subject) and paragraphs of plain text (escaped when rendered). */
function copy(mail: AfterSalesMail, reference: string): { eyebrow: string; title: string; paragraphs: string[] } {
  switch (mail.notice) {
    case 'cancelled':
      return {
        eyebrow: 'Cancelled',
        title: `Your order ${reference} is cancelled`,
        paragraphs: [
          'As you asked, we have cancelled your order before it left our atelier.',
          mail.paid
            ? 'Everything you paid is being refunded to the way you paid; you will receive a separate e-mail when the refund is on its way.'
            : 'Nothing was charged for it.',
        ],
      };
    case 'return-requested':
      return {
        eyebrow: 'Return requested',
        title: `We have received your return request for ${reference}`,
        paragraphs: [`You asked to return: ${mail.items.join(', ')}.`, 'We will review it shortly and write to you with our decision.'],
      };
    case 'return-approved':
      return {
        eyebrow: 'Return approved',
        title: `Your return for ${reference} is approved`,
        paragraphs: [`We have accepted the return of: ${mail.items.join(', ')}.`, `We are refunding ${inr(mail.amountPaise)}.`],
      };
    case 'return-rejected':
      return {
        eyebrow: 'Return declined',
        title: `Your return request for ${reference} was declined`,
        paragraphs: ['We are sorry, but we could not accept this return.', `Reason: ${mail.reason}`],
      };
    case 'refunded':
      return {
        eyebrow: 'Refund',
        title: `Your refund of ${inr(mail.amountPaise)} for ${reference}`,
        paragraphs: [
          mail.toCard
            ? `We have refunded ${inr(mail.amountPaise)} to the way you paid. Banks usually take 5–7 working days to show it.`
            : `We have refunded ${inr(mail.amountPaise)}; as you paid in cash, it reaches you by bank transfer.`,
          ...(mail.creditNoteNumber ? [`Credit note ${mail.creditNoteNumber} is in your order details.`] : []),
        ],
      };
  }
}

/** Cancellation, return and refund e-mails; every value that came from a user is escaped. */
export function renderAfterSalesMail(input: AfterSalesMailInput) {
  const reference = `#${input.orderId.slice(0, ORDER_ID_DISPLAY_LENGTH).toUpperCase()}`;
  const text = copy(input.mail, reference);
  const subject = `${text.title} · ${input.shopName}`;
  const orderUrl = `${input.appUrl}/shop/account?tab=orders`;
  const bodyHtml = `${preheader(text.title)}
${eyebrow(text.eyebrow)}
${heading(text.title)}
<p style="margin:0 0 16px">Dear ${escapeHtml(input.userName)},</p>
${text.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
${button('View your order', orderUrl)}
${signOff(input.shopName)}`;
  const html = renderMailLayout({ shopName: input.shopName, title: subject, bodyHtml });
  const textBody = [
    `Dear ${input.userName},`,
    '',
    ...text.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `View your order: ${orderUrl}`,
    '',
    `With warm regards,\nThe ${input.shopName} House`,
  ].join('\n');
  return { subject, html, text: textBody };
}
