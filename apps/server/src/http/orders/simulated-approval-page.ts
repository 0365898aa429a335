import { formatInr, ORDER_ID_DISPLAY_LENGTH, paiseToRupees } from '@aurelle/contract';
import type { SimulatedApproval } from '../../domain/payments/find-simulated-approval.ts';
import { escapeHtml } from '../../infra/mail/mailer.ts';

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#f7f3ec;color:#1b1a17;font:16px/1.6 Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:460px;background:#fff;border:1px solid #e8e0d2;padding:40px 32px}
.brand{margin:0 0 4px;text-align:center;letter-spacing:.35em;text-transform:uppercase;font:500 20px/1.2 "Cormorant Garamond",Georgia,serif}
.note{margin:0 0 28px;text-align:center;font-size:12px;letter-spacing:.15em;text-transform:uppercase;color:#6b645a}
h1{margin:0 0 8px;font:500 28px/1.2 "Cormorant Garamond",Georgia,serif}
p{margin:0 0 16px}
table{width:100%;border-collapse:collapse;margin:8px 0 24px;font-size:14px}
th,td{padding:8px 0;border-bottom:1px solid #e8e0d2;text-align:left;font-weight:400}
td.amount,th.amount{text-align:right;white-space:nowrap;padding-left:12px}
tr.total td{border-bottom:0;padding-top:14px;font-weight:600;font-size:16px}
.actions{display:flex;flex-direction:column;gap:12px}
button,a.button{display:block;width:100%;padding:14px 20px;border:1px solid #1b1a17;font:500 13px/1 Inter,system-ui,sans-serif;letter-spacing:.15em;text-transform:uppercase;text-align:center;text-decoration:none;cursor:pointer}
button.primary,a.button{background:#1b1a17;color:#f7f3ec}
button.secondary{background:#fff;color:#1b1a17}
button:focus-visible,a:focus-visible{outline:2px solid #b08d57;outline-offset:3px}
`;

function page(options: { shopName: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(options.title)} · ${escapeHtml(options.shopName)}</title>
<style>${styles}</style></head>
<body><main>
<p class="brand">${escapeHtml(options.shopName)}</p>
<p class="note">Simulated payment provider</p>
${options.body}
</main></body></html>`;
}

const inr = (paise: number) => escapeHtml(formatInr(paiseToRupees(paise)));

/** The simulated provider's approval page: plain HTML forms, no script, so the app's CSP holds as is. */
export function renderSimulatedApprovalPage(options: { shopName: string; approval: SimulatedApproval; actionBase: string }): string {
  const { approval } = options;
  const orderNumber = approval.orderId.slice(0, ORDER_ID_DISPLAY_LENGTH).toUpperCase();
  const rows = approval.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)} × ${item.quantity}</td><td class="amount">${inr(item.unitPricePaise * item.quantity)}</td></tr>`,
    )
    .join('');
  const discount =
    approval.discountPaise > 0
      ? `<tr><td>${escapeHtml(approval.discountLabel)}</td><td class="amount">− ${inr(approval.discountPaise)}</td></tr>`
      : '';
  const charges = approval.charges
    .map((charge) => `<tr><td>${escapeHtml(charge.label)}</td><td class="amount">${inr(charge.amountPaise)}</td></tr>`)
    .join('');
  // A gift card paid part already: the provider approves only what is left, and the page says so.
  const total = approval.giftCard
    ? `<tr><td>Order total</td><td class="amount">${inr(approval.totalPaise)}</td></tr>` +
      `<tr><td>${escapeHtml(approval.giftCard.label)}</td><td class="amount">− ${inr(approval.giftCard.amountPaise)}</td></tr>` +
      `<tr class="total"><td>To pay</td><td class="amount">${inr(approval.amountToPayPaise)}</td></tr>`
    : `<tr class="total"><td>Total</td><td class="amount">${inr(approval.totalPaise)}</td></tr>`;
  return page({
    shopName: options.shopName,
    title: 'Approve payment',
    body: `<h1>Approve payment</h1>
<p>Order #${escapeHtml(orderNumber)}. No real money moves: approving continues to the shop, which confirms the payment.</p>
<table><caption class="note">Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}${discount}${charges}${total}</tbody></table>
<div class="actions">
<form method="post" action="${escapeHtml(`${options.actionBase}/approve`)}"><button class="primary" type="submit">Approve payment</button></form>
<form method="post" action="${escapeHtml(`${options.actionBase}/cancel`)}"><button class="secondary" type="submit">Cancel</button></form>
</div>`,
  });
}

/** Any state where there is nothing to approve: unknown, someone else's, already decided, signed out. */
export function renderSimulatedApprovalNotice(options: {
  shopName: string;
  title: string;
  message: string;
  linkHref: string;
  linkLabel: string;
}): string {
  return page({
    shopName: options.shopName,
    title: options.title,
    body: `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
<div class="actions"><a class="button" href="${escapeHtml(options.linkHref)}">${escapeHtml(options.linkLabel)}</a></div>`,
  });
}
