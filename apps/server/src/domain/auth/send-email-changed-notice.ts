import { z } from 'zod';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderEmailChangedMail } from '../../infra/mail/templates/email-changed.ts';

const payloadSchema = z.object({ oldEmail: z.string(), newEmail: z.string(), userName: z.string() });

export interface EmailChangedNoticeDeps {
  mailer: Mailer;
  shopName: string;
  supportEmail: string;
}

/** Job handler: tells the old address that the sign-in e-mail changed (queued with the change, updateProfile). */
export async function sendEmailChangedNotice(deps: EmailChangedNoticeDeps, payload: Record<string, unknown>): Promise<void> {
  const { oldEmail, newEmail, userName } = payloadSchema.parse(payload);
  const mail = renderEmailChangedMail({ shopName: deps.shopName, supportEmail: deps.supportEmail, userName, newEmail });
  await deps.mailer.send({ to: oldEmail, ...mail });
}
