import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, TEAM_ROLES, type PublicUser, type Role, type TeamRole } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';

/** What an account may do, as one choice: a customer, or an admin with a team role. */
export type AccountAccess = 'user' | TeamRole;

export const accessChoices: ReadonlyArray<{ value: AccountAccess; title: string; description: string }> = [
  ...TEAM_ROLES.map((role) => ({ value: role, title: TEAM_ROLE_LABELS[role], description: TEAM_ROLE_DESCRIPTIONS[role] })),
  { value: 'user', title: 'Customer', description: 'Shops with an account; no back office' },
];

export function accessOf(user: Pick<PublicUser, 'role' | 'teamRole'>): AccountAccess {
  return user.role === 'admin' ? (user.teamRole ?? 'owner') : 'user';
}

/** The request's `role` and `teamRole` for a choice. */
export function roleRequestOf(access: AccountAccess): { role: Role; teamRole?: TeamRole } {
  return access === 'user' ? { role: 'user' } : { role: 'admin', teamRole: access };
}

/**
 * The spec's role badge (Admin, or `customerLabel` for a customer) and, for an admin, the team role beside it
 * ("Admin · Packer"), so the list still reads by the spec's two roles.
 */
export function AccountRoleBadge({
  user,
  customerLabel = 'Customer',
}: {
  user: Pick<PublicUser, 'role' | 'teamRole'>;
  customerLabel?: string;
}) {
  const access = accessOf(user);
  if (access === 'user') return <Badge tone="neutral">{customerLabel}</Badge>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Badge tone="gold">Admin</Badge>
      <span className="text-xs text-stone">{TEAM_ROLE_LABELS[access]}</span>
    </span>
  );
}

/** The label of an account's access, for prose ("Packer", "Customer"). */
export function accessLabel(user: Pick<PublicUser, 'role' | 'teamRole'>): string {
  const access = accessOf(user);
  return access === 'user' ? 'Customer' : TEAM_ROLE_LABELS[access];
}
