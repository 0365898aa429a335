import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { verifyToken } from '../domain/auth/tokens.ts';
import { AppError, forbidden, unauthorized } from '../domain/errors.ts';

export const AUTH_COOKIE = 'token';

export interface CurrentUser {
  id: string;
  userName: string;
  email: string;
  role: 'user' | 'admin';
  isActive: boolean;
  tokenVersion: number;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

import { INACTIVE_ACCOUNT_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../domain/auth/messages.ts';

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return request.cookies[AUTH_COOKIE] || undefined;
}

/**
 * Resolves the signed-in user from a Bearer token or the auth cookie and checks it against the row:
 * the token version must match (logout, reset and deactivation bump it) and the user must be active.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<CurrentUser> {
  if (request.currentUser) return request.currentUser;
  const token = readToken(request);
  if (!token) throw unauthorized('No token found');
  const claims = verifyToken(token, ctx.config.JWT_SECRET);
  if (!claims) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  const [user] = await ctx.db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!user || user.tokenVersion !== claims.ver) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (!user.isActive) throw new AppError('UNAUTHORIZED', INACTIVE_ACCOUNT_MESSAGE);
  request.currentUser = user;
  return user;
}

/** Hook factories for `{ onRequest: requireUser(ctx) }`: on request, so callers are checked before any body is parsed or validated. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(ctx, request);
  };
}

export function requireAdmin(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await authenticate(ctx, request);
    if (user.role !== 'admin') throw forbidden('Admin access required');
  };
}

/** For handlers behind requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
