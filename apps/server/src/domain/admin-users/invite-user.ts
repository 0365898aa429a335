import { permissionDeniedMessage, roleCan, type InviteUserRequest, type PublicUser, type TeamRole } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { INVITE_MAIL_JOB } from '../auth/auth-jobs.ts';
import { findUserByEmail } from '../auth/find-user.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { INVITE_PENDING_HASH } from '../auth/passwords.ts';
import { EMAIL_TAKEN_MESSAGE } from '../auth/register-user.ts';
import { presentUser } from '../auth/present-user.ts';
import { teamRoleFor } from '../auth/team-role.ts';
import { conflict, forbidden } from '../errors.ts';

const emailTaken = () => conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] }).because({ code: 'EMAIL_TAKEN' });

/**
 * An admin invites someone: the account is created without a usable password, so it cannot be signed into
 * until the mailed link sets one (the password reset mechanism, docs/decisions/090-customer-page-and-admin-team.md).
 * The mail is queued in the same transaction: it goes out exactly when the account exists.
 */
export async function inviteUser(
  db: Db,
  input: InviteUserRequest & { invitedBy: string; inviter: { role: 'user' | 'admin'; teamRole: TeamRole | null } },
): Promise<PublicUser> {
  // Inviting a customer needs "customers"; bringing someone into the team is an owner's call.
  if (input.role === 'admin' && !roleCan(input.inviter, 'team')) {
    throw forbidden(input.inviter.teamRole ? permissionDeniedMessage(input.inviter.teamRole, 'team') : 'Admin access required');
  }
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw emailTaken();
      const [user] = await tx
        .insert(users)
        .values({
          userName: input.userName,
          email: input.email.toLowerCase(),
          passwordHash: INVITE_PENDING_HASH,
          role: input.role,
          teamRole: teamRoleFor(input.role, input.teamRole),
        })
        .returning();
      if (!user) throw new Error('Invited user insert returned no row');
      await enqueueJob(tx, INVITE_MAIL_JOB, { userId: user.id, invitedBy: input.invitedBy });
      return presentUser(user);
    });
  } catch (error) {
    // Two invitations (or a sign-up) for one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
