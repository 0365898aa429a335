import { escapeHtml } from '../mailer.ts';

/** The shared e-mail frame: ivory page, ink text, gold rule. Body HTML must already be escaped. */
export function renderMailLayout(options: { shopName: string; title: string; bodyHtml: string; footerHtml?: string }): string {
  const shop = escapeHtml(options.shopName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;background:#f7f3ec;font-family:Georgia,'Times New Roman',serif;color:#1b1a17">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid #e8e0d2">
<tr><td style="padding:28px 40px;border-bottom:2px solid #b08d57;text-align:center;letter-spacing:6px;font-size:22px;text-transform:uppercase">${shop}</td></tr>
<tr><td style="padding:36px 40px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6">${options.bodyHtml}</td></tr>
<tr><td style="padding:20px 40px;border-top:1px solid #e8e0d2;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b645a;text-align:center">${options.footerHtml ?? `${shop} · The Essence of Luxury`}</td></tr>
</table></td></tr></table></body></html>`;
}
