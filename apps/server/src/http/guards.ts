import type { FastifyReply, FastifyRequest } from 'fastify';
import { permissionDeniedMessage, roleCan, type Permission } from '@aurelle/contract';
import type { AppContext } from '../context.ts';
import { loadSessionUser, type SessionUser } from '../domain/auth/load-session-user.ts';
import { forbidden, unauthorized } from '../domain/errors.ts';

export const AUTH_COOKIE = 'token';

export type CurrentUser = SessionUser;

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

/** The request's token: a Bearer header's, else the session cookie's; undefined when it carries none. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return request.cookies[AUTH_COOKIE] || undefined;
}

/**
 * Resolves the signed-in user from a Bearer token or the auth cookie; the use case checks it against the row
 * (token version, active account). Cached on the request, so a route's hooks read the row once.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<CurrentUser> {
  if (request.currentUser) return request.currentUser;
  const token = readToken(request);
  if (!token) throw unauthorized('No token found');
  const user = await loadSessionUser(ctx.db, { token, secret: ctx.config.JWT_SECRET });
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

/**
 * The team-role check of a back-office endpoint, added by `route()` from the endpoint's declared permission. It runs
 * after the admin check (a scope hook or an earlier hook of the route), so the caller is known; a route that forgot
 * that check answers 401 rather than letting anyone through.
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = request.currentUser;
    if (!user) throw unauthorized();
    if (user.role !== 'admin' || !user.teamRole) throw forbidden('Admin access required');
    if (!roleCan(user, permission)) throw forbidden(permissionDeniedMessage(user.teamRole, permission));
  };
}

/** For handlers behind requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
