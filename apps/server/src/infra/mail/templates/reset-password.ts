import { escapeHtml } from '../mailer.ts';
import { renderMailLayout } from './layout.ts';

export function renderResetPasswordMail(options: { shopName: string; userName: string; link: string }) {
  const subject = `Reset your ${options.shopName} password`;
  const html = renderMailLayout({
    shopName: options.shopName,
    title: subject,
    bodyHtml: `<p>Dear ${escapeHtml(options.userName)},</p>
<p>We received a request to reset your password. The link below is valid for one hour and can be used once.</p>
<p style="text-align:center;margin:32px 0"><a href="${escapeHtml(options.link)}" style="background:#1b1a17;color:#f7f3ec;padding:14px 28px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">Reset Password</a></p>
<p style="word-break:break-all;font-size:13px;color:#6b645a">${escapeHtml(options.link)}</p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`,
  });
  const text = `Dear ${options.userName},\n\nReset your password (valid for one hour, single use):\n${options.link}\n\nIf you did not ask for this, ignore this e-mail.`;
  return { subject, html, text };
}
