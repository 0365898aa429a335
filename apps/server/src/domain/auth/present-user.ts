import type { PublicUser } from '@aurelle/contract';

export interface UserRowLike {
  id: string;
  userName: string;
  email: string;
  role: 'user' | 'admin';
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
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
  };
}
