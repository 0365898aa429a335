import type { Role, TeamRole } from '@aurelle/contract';

/**
 * The team role an account gets with its role: every admin has one (owner unless another is named, since the spec's
 * admin could do everything), a customer none. The database holds the same rule (`users_team_role_for_admins`).
 */
export function teamRoleFor(role: Role, teamRole?: TeamRole | null): TeamRole | null {
  return role === 'admin' ? (teamRole ?? 'owner') : null;
}
