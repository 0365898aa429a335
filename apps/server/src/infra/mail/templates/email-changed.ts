import { escapeHtml } from '../mailer.ts';
import { eyebrow, heading, preheader, signOff, subjectLine } from './blocks.ts';
import { renderMailLayout } from './layout.ts';

export interface EmailChangedMailInput {
  shopName: string;
  /** Where a shopper who did not make the change can reach the shop (SHOP_EMAIL). */
  supportEmail: string;
  userName: string;
  newEmail: string;
}

/**
 * Sent to the OLD address after the sign-in e-mail changed: the only channel the owner still controls if the
 * change was not theirs (a reset link would now go to the new address), so it names the new address and
 * says how to reach the shop.
 */
export function renderEmailChangedMail(input: EmailChangedMailInput) {
  const subject = subjectLine(`Your ${input.shopName} sign-in email was changed`);
  const bodyHtml = `${preheader('The e-mail address you sign in with has been changed.')}
${eyebrow('Account security')}
${heading('Your sign-in email was changed')}
<p style="margin:0 0 16px">Dear ${escapeHtml(input.userName)},</p>
<p style="margin:0 0 16px">The e-mail address for your ${escapeHtml(input.shopName)} account was changed to
<strong>${escapeHtml(input.newEmail)}</strong>. From now on you sign in, and receive password reset links, with that address.</p>
<p style="margin:0 0 16px">If you made this change, there is nothing more to do.</p>
<p style="margin:0 0 16px">If you did not, someone else may have access to your account: please write to us at
<a href="mailto:${escapeHtml(input.supportEmail)}">${escapeHtml(input.supportEmail)}</a> right away and we will secure it.</p>
${signOff(input.shopName)}`;
  const html = renderMailLayout({ shopName: input.shopName, title: subject, bodyHtml });
  const text = [
    `Dear ${input.userName},`,
    '',
    `The e-mail address for your ${input.shopName} account was changed to ${input.newEmail}.`,
    'From now on you sign in, and receive password reset links, with that address.',
    '',
    'If you made this change, there is nothing more to do.',
    `If you did not, someone else may have access to your account: please write to us at ${input.supportEmail} right away.`,
    '',
    `With warm regards,\nThe ${input.shopName} House`,
  ].join('\n');
  return { subject, html, text };
}
