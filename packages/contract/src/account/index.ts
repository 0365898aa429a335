import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { unsubscribeParamsSchema } from '../campaign/index.ts';

/**
 * What the shopper wants to hear beyond their orders' e-mails: news and offers, reminders of a cart left waiting, and
 * WhatsApp updates (asked for order by order at checkout; turning them off here stops every order's).
 */
export const emailPreferencesSchema = z.object({
  newsAndOffers: z.boolean({ message: 'newsAndOffers must be true or false' }),
  cartReminders: z.boolean({ message: 'cartReminders must be true or false' }),
  whatsappUpdates: z.boolean({ message: 'whatsappUpdates must be true or false' }),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const updateEmailPreferencesRequestSchema = emailPreferencesSchema.partial();
export const emailPreferencesResponseSchema = z.object({ success: z.literal(true), preferences: emailPreferencesSchema });
export const EMAIL_PREFERENCES_SAVED_MESSAGE = 'Your e-mail preferences are saved';
export const updateEmailPreferencesResponseSchema = emailPreferencesResponseSchema.extend({ message: z.string() });

export const accountEndpoints = {
  getEmailPreferences: defineEndpoint({
    method: 'GET',
    path: '/api/shop/account/email-preferences',
    auth: 'user',
    response: { 200: emailPreferencesResponseSchema },
  }),
  updateEmailPreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/shop/account/email-preferences',
    auth: 'user',
    body: updateEmailPreferencesRequestSchema,
    response: { 200: updateEmailPreferencesResponseSchema },
  }),
  /** The cart reminder's own unsubscribe link: a page with a confirm button, then the POST (one-click, RFC 8058). */
  cartRemindersUnsubscribePage: defineEndpoint({
    method: 'GET',
    path: '/api/unsubscribe/cart-reminders/:token',
    auth: 'public',
    params: unsubscribeParamsSchema,
    response: { 200: 'html', 400: 'html' },
  }),
  cartRemindersUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/unsubscribe/cart-reminders/:token',
    auth: 'public',
    params: unsubscribeParamsSchema,
    body: 'form',
    response: { 200: 'html', 400: 'html' },
  }),
};
