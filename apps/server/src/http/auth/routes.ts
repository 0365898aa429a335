import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints, PASSWORD_RESET_DONE_MESSAGE, RESET_LINK_SENT_MESSAGE } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { loginUser } from '../../domain/auth/login-user.ts';
import { NOT_AUTHENTICATED_MESSAGE, SESSION_EXPIRED_MESSAGE, SESSION_NOT_FOUND_MESSAGE } from '../../domain/auth/messages.ts';
import { AppError, notFound, unauthorized } from '../../domain/errors.ts';
import { resetPassword } from '../../domain/auth/password-reset.ts';
import { presentUser } from '../../domain/auth/present-user.ts';
import { registerUser } from '../../domain/auth/register-user.ts';
import { requestPasswordReset } from '../../domain/auth/request-password-reset.ts';
import { endSession, endSessions, startSession } from '../../domain/auth/sessions.ts';
import { listSessions } from '../../domain/auth/list-sessions.ts';
import { TOKEN_TTL_SECONDS } from '../../domain/auth/tokens.ts';
import { updateProfile } from '../../domain/auth/update-profile.ts';
import { route } from '../define-route.ts';
import { guestReadsOf } from '../guest-reads.ts';
import { AUTH_COOKIE, authenticate, currentUser, readToken, requireUser } from '../guards.ts';
import { authRateLimit } from '../rate-limits.ts';

/** The session probe's answer to a guest (no token, or one that no longer names a session). */
const GUEST_SESSION = { success: true, user: null } as const;

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** A new session for this device, its token in the cookie (and in the answer, for API clients). */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: { id: string; role: 'user' | 'admin' }): Promise<string> {
    const { token } = await startSession(ctx.db, {
      userId: user.id,
      role: user.role,
      device: { userAgent: request.headers['user-agent'], ip: request.ip },
      secret: ctx.config.JWT_SECRET,
    });
    void reply.setCookie(AUTH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.APP_URL.startsWith('https://'),
      path: '/',
      maxAge: TOKEN_TTL_SECONDS,
    });
    return token;
  }

  route(app, authEndpoints.register, { config: { rateLimit: authRateLimit(ctx.config) } }, async (request, reply) => {
    const user = await registerUser(ctx.db, request.body);
    const token = await signIn(request, reply, user);
    return reply.status(201).send({ success: true, message: 'Registration successful', token, user: presentUser(user) });
  });

  route(app, authEndpoints.login, { config: { rateLimit: authRateLimit(ctx.config) } }, async (request, reply) => {
    const user = await loginUser(ctx.db, request.body);
    const token = await signIn(request, reply, user);
    return { success: true, message: 'Logged in successfully', token, user: presentUser(user) };
  });

  route(app, authEndpoints.logout, async (request, reply) => {
    // Logging out with a stale or missing token still clears the cookie.
    const user = await authenticate(ctx, request).catch(() => undefined);
    if (user) await endSession(ctx.db, { userId: user.id, sessionId: user.sessionId });
    void reply.clearCookie(AUTH_COOKIE, { path: '/' });
    return { success: true, message: 'Logged out successfully' };
  });

  // The session check says 'Not authenticated' (the original shop's text) for a bad or revoked token; 'No token found' and the
  // deactivated-account message pass through unchanged.
  const requireSession = async (request: FastifyRequest) => {
    try {
      await authenticate(ctx, request);
    } catch (error) {
      if (error instanceof AppError && error.message === SESSION_EXPIRED_MESSAGE) throw unauthorized(NOT_AUTHENTICATED_MESSAGE);
      throw error;
    }
  };

  // The web app's session probe: a guest, an expired or revoked token and a deactivated account are all "nobody".
  route(app, authEndpoints.session, async (request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
    // A guest without any token is answered at once (every guest page's render asks; no error is made to be caught).
    if (!readToken(request)) return GUEST_SESSION;
    try {
      return { success: true, user: presentUser(await authenticate(ctx, request)) };
    } catch (error) {
      if (error instanceof AppError && (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN')) return GUEST_SESSION;
      throw error;
    }
  });
  // A guest's page asks too, without a token: the same answer (decision 145).
  guestReadsOf(app)?.addFixed(authEndpoints.session, () => GUEST_SESSION);

  route(app, authEndpoints.checkAuth, { onRequest: requireSession }, async (request) => {
    return { success: true, message: 'Authenticated user!', user: presentUser(currentUser(request)) };
  });

  route(app, authEndpoints.updateProfile, { onRequest: requireUser(ctx) }, async (request) => {
    const caller = currentUser(request);
    // A password change ends every other session; this device stays signed in on its own token.
    const { user } = await updateProfile(ctx.db, caller.id, request.body, caller.sessionId);
    return { success: true, message: 'Profile updated successfully', data: presentUser(user) };
  });

  route(app, authEndpoints.listMySessions, { onRequest: requireUser(ctx) }, async (request) => {
    const caller = currentUser(request);
    return { success: true, sessions: await listSessions(ctx.db, { userId: caller.id, currentSessionId: caller.sessionId }) };
  });

  route(app, authEndpoints.endMySession, { onRequest: requireUser(ctx) }, async (request, reply) => {
    const caller = currentUser(request);
    if (!(await endSession(ctx.db, { userId: caller.id, sessionId: request.params.id }))) {
      throw notFound(SESSION_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'session' });
    }
    if (request.params.id === caller.sessionId) void reply.clearCookie(AUTH_COOKIE, { path: '/' });
    return { success: true, message: 'Signed out of that device' };
  });

  route(app, authEndpoints.endAllMySessions, { onRequest: requireUser(ctx) }, async (request, reply) => {
    await endSessions(ctx.db, currentUser(request).id);
    void reply.clearCookie(AUTH_COOKIE, { path: '/' });
    return { success: true, message: 'Signed out everywhere' };
  });

  route(app, authEndpoints.requestPasswordReset, { config: { rateLimit: authRateLimit(ctx.config) } }, async (request) => {
    await requestPasswordReset(ctx.db, request.body.email);
    return { success: true, message: RESET_LINK_SENT_MESSAGE };
  });

  route(app, authEndpoints.resetPassword, { config: { rateLimit: authRateLimit(ctx.config) } }, async (request, reply) => {
    await resetPassword(ctx.db, request.body);
    void reply.clearCookie(AUTH_COOKIE, { path: '/' });
    return { success: true, message: PASSWORD_RESET_DONE_MESSAGE };
  });
}
