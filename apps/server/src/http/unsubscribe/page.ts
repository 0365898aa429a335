import { escapeHtml } from '../../infra/mail/mailer.ts';

/** A small standalone page in the shop's colours (no scripts: the CSP allows none inline). */
export function renderUnsubscribePage(options: { shopName: string; appUrl: string; title: string; message: string; formAction?: string }) {
  const shop = escapeHtml(options.shopName);
  const form = options.formAction
    ? `<form method="post" action="${escapeHtml(options.formAction)}"><button type="submit">Unsubscribe</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(options.title)} · ${shop}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f7f3ec;color:#1b1a17;font-family:Helvetica,Arial,sans-serif}
main{max-width:440px;margin:24px;padding:48px 40px;background:#fff;border:1px solid #e8e0d2;text-align:center}
.brand{margin:0 0 28px;letter-spacing:6px;text-transform:uppercase;font-family:Georgia,'Times New Roman',serif;font-size:20px;border-bottom:2px solid #b08d57;padding-bottom:20px}
h1{font-family:Georgia,'Times New Roman',serif;font-weight:normal;font-size:28px;margin:0 0 16px}
p{line-height:1.6;color:#6b645a}
button{margin-top:16px;background:#1b1a17;color:#f7f3ec;border:0;padding:14px 32px;letter-spacing:3px;text-transform:uppercase;font-size:12px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:2px solid #b08d57;outline-offset:3px}
a{color:#1b1a17}
</style></head>
<body><main>
<p class="brand">${shop}</p>
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
${form}
<p><a href="${escapeHtml(`${options.appUrl}/shop/home`)}">Return to the boutique</a></p>
</main></body></html>`;
}
