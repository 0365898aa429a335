import { formatInr, paiseToRupees } from '@aurelle/contract';
import { escapeHtml } from '../mailer.ts';
import { button, eyebrow, heading, preheader, signOff, subjectLine } from './blocks.ts';
import { renderMailLayout } from './layout.ts';

export interface BackInStockMailInput {
  shopName: string;
  appUrl: string;
  userName: string;
  product: { id: string; title: string; pricePaise: number; salePricePaise: number };
}

/** The answer to a "Notify me": the perfume is back, at today's price, with a link to its page (all escaped). */
export function renderBackInStockMail(input: BackInStockMailInput) {
  const { product } = input;
  const subject = subjectLine(`${product.title} is back in stock · ${input.shopName}`);
  const productUrl = `${input.appUrl}/shop/product/${encodeURIComponent(product.id)}`;
  const pricePaise = product.salePricePaise > 0 ? product.salePricePaise : product.pricePaise;
  const price = formatInr(paiseToRupees(pricePaise));
  const bodyHtml = `${preheader(`${product.title} is back on our shelves.`)}
${eyebrow('Back in stock')}
${heading(`${product.title} is back`)}
<p style="margin:0 0 16px">Dear ${escapeHtml(input.userName)},</p>
<p style="margin:0 0 16px">You asked us to tell you when <strong>${escapeHtml(product.title)}</strong> returned. It is back on our
shelves today at ${escapeHtml(price)}, while bottles last.</p>
${button('View the perfume', productUrl)}
${signOff(input.shopName)}`;
  const html = renderMailLayout({ shopName: input.shopName, title: subject, bodyHtml });
  const text = [
    `Dear ${input.userName},`,
    '',
    `You asked us to tell you when ${product.title} returned. It is back on our shelves today at ${price}, while bottles last.`,
    '',
    productUrl,
    '',
    `With warm regards,\nThe ${input.shopName} House`,
  ].join('\n');
  return { subject, html, text };
}
