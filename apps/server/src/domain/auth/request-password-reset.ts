import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { PASSWORD_RESET_MAIL_JOB } from './auth-jobs.ts';

/**
 * Queues the reset e-mail without looking the address up: a known and an unknown e-mail cost the same single
 * insert, so neither the answer nor its timing tells whether an account exists. The job decides (sendPasswordResetLink).
 */
export async function requestPasswordReset(db: DbOrTx, email: string): Promise<void> {
  await enqueueJob(db, PASSWORD_RESET_MAIL_JOB, { email });
}
