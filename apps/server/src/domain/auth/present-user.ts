import type { PublicUser, TeamRole } from '@aurelle/contract';

export interface UserRowLike {
  id: string;
  userName: string;
  email: string;
  role: 'user' | 'admin';
  teamRole: TeamRole | null;
  isActive: boolean;
  createdAt: Date;
}

/** The user as the API shows it: `_id` and `id`, never the hash. */
export function presentUser(user: UserRowLike): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    userName: user.userName,
    email: user.email,
    role: user.role,
    teamRole: user.teamRole,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
  };
}
