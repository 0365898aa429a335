import { escapeHtml } from '../mailer.ts';
import { button, eyebrow, heading, mailColors, preheader, signOff, subjectLine } from './blocks.ts';
import { renderMailLayout } from './layout.ts';

export interface LowStockDigestMailInput {
  shopName: string;
  appUrl: string;
  adminName: string;
  /** The IST day of the list, '2026-12-01'. */
  istDay: string;
  lines: ReadonlyArray<{ title: string; size: string; sku: string; stock: number; threshold: number }>;
  /** Every low size; more than `lines` when the list was cut short. */
  total: number;
}

function longDate(istDay: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${istDay}T00:00:00Z`));
}

/** The back office's table of sizes: the Low-stock view, or one size found by its SKU (the table's `q`). */
export function lowStockAdminUrl(appUrl: string, sku?: string): string {
  return `${appUrl}/admin/products/table?${sku ? `q=${encodeURIComponent(sku)}` : 'stock=low'}`;
}

const cell = `padding:10px 8px;border-bottom:1px solid ${mailColors.line};vertical-align:top`;
const headCell = `padding:0 8px 8px;border-bottom:1px solid ${mailColors.ink};font-size:11px;letter-spacing:2px;text-transform:uppercase;color:${mailColors.stone};font-weight:normal`;

/**
 * The admins' morning list of sizes at or below their low-stock threshold: product, size, SKU, stock and
 * threshold, each linking to the back office, sold-out sizes marked. Everything interpolated is escaped.
 */
export function renderLowStockDigestMail(input: LowStockDigestMailInput) {
  const day = longDate(input.istDay);
  const sizes = (count: number) => `${count} ${count === 1 ? 'size' : 'sizes'}`;
  const subject = subjectLine(`Low stock: ${sizes(input.total)} to restock · ${input.shopName}`);
  const more = input.total - input.lines.length;
  const rows = input.lines
    .map((line) => {
      const link = lowStockAdminUrl(input.appUrl, line.sku);
      const stock = line.stock === 0 ? `<strong style="color:#9b2c2c">Sold out</strong>` : `<strong>${line.stock}</strong>`;
      return `<tr>
<td style="${cell}"><a href="${escapeHtml(link)}" style="color:${mailColors.ink};text-decoration:underline">${escapeHtml(line.title)}</a><br><span style="font-size:13px;color:${mailColors.stone}">${escapeHtml(line.size)}</span></td>
<td style="${cell};font-family:Menlo,Consolas,monospace;font-size:12px">${escapeHtml(line.sku)}</td>
<td style="${cell};text-align:right;white-space:nowrap">${stock}</td>
<td style="${cell};text-align:right;color:${mailColors.stone}">${line.threshold}</td>
</tr>`;
    })
    .join('\n');
  const bodyHtml = `${preheader(`${sizes(input.total)} at or below their low-stock level this morning.`)}
${eyebrow(`Low stock · ${day}`)}
${heading(`${sizes(input.total)} to restock`)}
<p style="margin:0 0 16px">Dear ${escapeHtml(input.adminName)},</p>
<p style="margin:0 0 20px">These sizes are at or below their low-stock level this morning, the fewest left first. Each links to it in the back office.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">
<tr><th align="left" style="${headCell}">Perfume</th><th align="left" style="${headCell}">SKU</th><th align="right" style="${headCell}">Stock</th><th align="right" style="${headCell}">Low at</th></tr>
${rows}
</table>
${more > 0 ? `<p style="margin:0 0 16px;color:${mailColors.stone}">And ${sizes(more)} more in the back office.</p>` : ''}
${button('Open the Low-stock view', lowStockAdminUrl(input.appUrl))}
${signOff(input.shopName)}`;
  const footerHtml = `You receive this as an administrator of ${escapeHtml(input.shopName)}; it is sent each morning when sizes run low.`;
  const html = renderMailLayout({ shopName: input.shopName, title: subject, bodyHtml, footerHtml });
  const text = [
    `Dear ${input.adminName},`,
    '',
    `Low stock on ${day}: ${sizes(input.total)} at or below their low-stock level, the fewest left first.`,
    '',
    ...input.lines.map(
      (line) =>
        `- ${line.title}, ${line.size} (SKU ${line.sku}): ${line.stock === 0 ? 'sold out' : `${line.stock} left`}, low at ${line.threshold} · ${lowStockAdminUrl(input.appUrl, line.sku)}`,
    ),
    ...(more > 0 ? ['', `And ${sizes(more)} more in the back office.`] : []),
    '',
    `Open the Low-stock view: ${lowStockAdminUrl(input.appUrl)}`,
    '',
    `With warm regards,\nThe ${input.shopName} House`,
  ].join('\n');
  return { subject, html, text };
}
