import { defineEndpoint } from '../endpoint.ts';
import { idParamSchema, successMessageSchema } from '../common.ts';
import { sessionListResponseSchema } from './sessions.ts';
import { checkAuthResponseSchema, sessionResponseSchema } from './check-auth.ts';
import { loginRequestSchema } from './login.ts';
import { requestResetRequestSchema, resetPasswordRequestSchema } from './password-reset.ts';
import { authResponseSchema, registerRequestSchema } from './register.ts';
import { updateProfileRequestSchema, updateProfileResponseSchema } from './update-profile.ts';

/** Sign-up, sign-in and the session (the token is also set as the httpOnly cookie), the profile and password reset. */
export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    auth: 'public',
    body: registerRequestSchema,
    response: { 201: authResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'public',
    body: loginRequestSchema,
    response: { 200: authResponseSchema },
  }),
  /** The signed-in devices of this account. */
  listMySessions: defineEndpoint({ method: 'GET', path: '/api/auth/sessions', auth: 'user', response: { 200: sessionListResponseSchema } }),
  /** Signs one device out; this one's own id signs this device out too. */
  endMySession: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    auth: 'user',
    params: idParamSchema,
    response: { 200: successMessageSchema },
  }),
  /** "Sign out everywhere": every device, this one included. */
  endAllMySessions: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sessions/end-all',
    auth: 'user',
    response: { 200: successMessageSchema },
  }),
  /** Public: a stale or missing token still clears the cookie; only this device's session ends. */
  logout: defineEndpoint({ method: 'POST', path: '/api/auth/logout', auth: 'public', response: { 200: successMessageSchema } }),
  checkAuth: defineEndpoint({ method: 'GET', path: '/api/auth/check-auth', auth: 'user', response: { 200: checkAuthResponseSchema } }),
  session: defineEndpoint({ method: 'GET', path: '/api/auth/session', auth: 'public', response: { 200: sessionResponseSchema } }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/api/user/profile',
    auth: 'user',
    body: updateProfileRequestSchema,
    response: { 200: updateProfileResponseSchema },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password/request-reset',
    auth: 'public',
    body: requestResetRequestSchema,
    response: { 200: successMessageSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password/reset',
    auth: 'public',
    body: resetPasswordRequestSchema,
    response: { 200: successMessageSchema },
  }),
};
