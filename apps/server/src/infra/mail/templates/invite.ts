import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, type TeamRole } from '@aurelle/contract';
import { escapeHtml } from '../mailer.ts';
import { renderMailLayout } from './layout.ts';

/**
 * The invitation: who invited whom to what, and a link that sets the password through the reset page. An
 * admin is invited to the back office; a customer to the shop.
 */
export function renderInviteMail(options: {
  shopName: string;
  userName: string;
  invitedBy: string;
  role: 'user' | 'admin';
  teamRole: TeamRole | null;
  link: string;
  validDays: number;
}) {
  const place = options.role === 'admin' ? `${options.shopName}'s back office` : options.shopName;
  const subject = `You have been invited to ${place}`;
  const asRole = options.teamRole
    ? ` as ${TEAM_ROLE_LABELS[options.teamRole].toLowerCase()} (${TEAM_ROLE_DESCRIPTIONS[options.teamRole].toLowerCase()})`
    : '';
  const invitation = `You have been invited to ${place} by ${options.invitedBy}${asRole}.`;
  const validity = `The link below sets your password; it is valid for ${options.validDays} days and can be used once.`;
  const html = renderMailLayout({
    shopName: options.shopName,
    title: subject,
    bodyHtml: `<p>Dear ${escapeHtml(options.userName)},</p>
<p>${escapeHtml(invitation)}</p>
<p>${escapeHtml(validity)}</p>
<p style="text-align:center;margin:32px 0"><a href="${escapeHtml(options.link)}" style="background:#1b1a17;color:#f7f3ec;padding:14px 28px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">Set your password</a></p>
<p style="word-break:break-all;font-size:13px;color:#6b645a">${escapeHtml(options.link)}</p>
<p>Once it has expired, "Forgot password" on the sign-in page sends a new link to this address.</p>`,
  });
  const text = `Dear ${options.userName},\n\n${invitation}\n\n${validity}\n${options.link}\n\nOnce it has expired, "Forgot password" on the sign-in page sends a new link to this address.`;
  return { subject, html, text };
}
