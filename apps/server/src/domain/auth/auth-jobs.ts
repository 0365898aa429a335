/** Job type of the password reset e-mail: queued by every request, known e-mail or not (equal answer times). */
export const PASSWORD_RESET_MAIL_JOB = 'auth.password-reset-mail';

/** Job type of the notice sent to the old address after the sign-in e-mail changed. */
export const EMAIL_CHANGED_MAIL_JOB = 'auth.email-changed-mail';

/** Job type of the invitation an admin sends: a link that sets the invited account's password. */
export const INVITE_MAIL_JOB = 'auth.invite-mail';
