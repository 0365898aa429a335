import type { FastifyInstance } from 'fastify';
import { accountEndpoints, EMAIL_PREFERENCES_SAVED_MESSAGE } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { readEmailPreferences, updateEmailPreferences } from '../../domain/cart-reminders/email-preferences.ts';
import { route } from '../define-route.ts';
import { currentUser, requireUser } from '../guards.ts';

/** The shopper's e-mail preferences; the cart reminder's unsubscribe link is in unsubscribe/routes.ts. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asUser = { onRequest: requireUser(ctx) };

  route(app, accountEndpoints.getEmailPreferences, asUser, async (request) => ({
    success: true,
    preferences: await readEmailPreferences(ctx.db, currentUser(request).id),
  }));

  route(app, accountEndpoints.updateEmailPreferences, asUser, async (request) => ({
    success: true,
    message: EMAIL_PREFERENCES_SAVED_MESSAGE,
    preferences: await updateEmailPreferences(ctx.db, currentUser(request).id, request.body),
  }));
}
