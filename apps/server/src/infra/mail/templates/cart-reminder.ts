import { formatInr, paiseToRupees } from '@aurelle/contract';
import { escapeHtml } from '../mailer.ts';
import { button, eyebrow, heading, mailColors, preheader, signOff, subjectLine } from './blocks.ts';
import { renderMailLayout } from './layout.ts';

export interface CartReminderMailInput {
  shopName: string;
  appUrl: string;
  userName: string;
  lines: ReadonlyArray<{ title: string; variantLabel: string | null; quantity: number; unitPricePaise: number; image: string }>;
  /** This shopper's link that turns cart reminders off. */
  unsubscribeUrl: string;
}

/** One reminder of what waits in the cart, with a link back to it and a way to stop these e-mails. */
export function renderCartReminderMail(input: CartReminderMailInput) {
  const count = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const subject = subjectLine(`Your selection is waiting · ${input.shopName}`);
  const cartUrl = `${input.appUrl}/shop/checkout`;
  const image = (src: string) => (src.startsWith('http') ? src : `${input.appUrl}${src}`);
  const rows = input.lines
    .map(
      (line) => `<tr>
<td width="72" style="padding:12px 0;border-bottom:1px solid ${mailColors.line}"><img src="${escapeHtml(image(line.image))}" alt="" width="56" height="70" style="display:block;width:56px;height:70px;object-fit:cover;border:0"></td>
<td style="padding:12px 0 12px 12px;border-bottom:1px solid ${mailColors.line}">
<p style="margin:0;font-weight:bold">${escapeHtml(line.title)}</p>
<p style="margin:2px 0 0;font-size:13px;color:${mailColors.stone}">${line.variantLabel ? `${escapeHtml(line.variantLabel)} · ` : ''}Qty ${line.quantity}</p>
</td>
<td style="padding:12px 0;border-bottom:1px solid ${mailColors.line};text-align:right;white-space:nowrap">${escapeHtml(formatInr(paiseToRupees(line.unitPricePaise * line.quantity)))}</td>
</tr>`,
    )
    .join('\n');
  const bodyHtml = `${preheader(`${count === 1 ? 'A perfume you chose is' : `${count} perfumes you chose are`} still in your cart.`)}
${eyebrow('Still thinking it over?')}
${heading('Your selection is waiting')}
<p style="margin:0 0 16px">Dear ${escapeHtml(input.userName)},</p>
<p style="margin:0 0 20px">You left ${count === 1 ? 'a perfume' : 'a few perfumes'} in your cart. We have kept ${count === 1 ? 'it' : 'them'} for you; prices and stock may change until you order.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px">${rows}</table>
${button('Return to your cart', cartUrl)}
${signOff(input.shopName)}`;
  const footerHtml = `You receive this because you have items in your cart at ${escapeHtml(input.shopName)}. <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${mailColors.stone};text-decoration:underline">Stop cart reminders</a>`;
  const html = renderMailLayout({ shopName: input.shopName, title: subject, bodyHtml, footerHtml });
  const text = [
    `Dear ${input.userName},`,
    '',
    'You left these in your cart:',
    ...input.lines.map(
      (line) =>
        `- ${line.title}${line.variantLabel ? ` (${line.variantLabel})` : ''} × ${line.quantity}: ${formatInr(paiseToRupees(line.unitPricePaise * line.quantity))}`,
    ),
    '',
    `Return to your cart: ${cartUrl}`,
    '',
    `With warm regards,\nThe ${input.shopName} House`,
    '',
    `Stop cart reminders: ${input.unsubscribeUrl}`,
  ].join('\n');
  return { subject, html, text };
}
