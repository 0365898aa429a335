import type { AppContext } from '../../context.ts';
import { EMAIL_CHANGED_MAIL_JOB, INVITE_MAIL_JOB, PASSWORD_RESET_MAIL_JOB } from './auth-jobs.ts';
import { sendEmailChangedNotice } from './send-email-changed-notice.ts';
import { sendInviteLink } from './send-invite-link.ts';
import { sendPasswordResetLink } from './send-password-reset-link.ts';

export function registerAuthJobs(ctx: AppContext): void {
  const resetDeps = { db: ctx.db, mailer: ctx.mailer, appUrl: ctx.config.APP_URL, shopName: ctx.config.SHOP_NAME };
  ctx.jobHandlers[PASSWORD_RESET_MAIL_JOB] = (payload) => sendPasswordResetLink(resetDeps, payload);
  ctx.jobHandlers[INVITE_MAIL_JOB] = (payload) => sendInviteLink(resetDeps, payload);
  const noticeDeps = { mailer: ctx.mailer, shopName: ctx.config.SHOP_NAME, supportEmail: ctx.config.SHOP_EMAIL };
  ctx.jobHandlers[EMAIL_CHANGED_MAIL_JOB] = (payload) => sendEmailChangedNotice(noticeDeps, payload);
}
