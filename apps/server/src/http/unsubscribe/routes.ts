import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountEndpoints, buildUrl, campaignEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { readUnsubscribeLink, unsubscribeByLink, type UnsubscribeLinkState } from '../../domain/campaigns/unsubscribe-user.ts';
import { readCartRemindersLink, stopCartRemindersByLink } from '../../domain/cart-reminders/email-preferences.ts';
import { renderUnsubscribePage } from './page.ts';
import { route } from '../define-route.ts';
import { FORM_CONTENT_TYPES } from '../same-origin-writes.ts';

type LinkPages = Record<UnsubscribeLinkState, { status: number; title: string; message: string }>;

const pages: LinkPages = {
  invalid: { status: 400, title: 'This link is not valid', message: 'The unsubscribe link is incomplete or was not issued by us.' },
  subscribed: {
    status: 200,
    title: 'Unsubscribe from our e-mails?',
    message: 'You will no longer receive news and offers by e-mail. E-mails about your orders will still reach you.',
  },
  unsubscribed: {
    status: 200,
    title: 'You are unsubscribed',
    message: 'You will no longer receive news and offers by e-mail. E-mails about your orders will still reach you.',
  },
};

/** The cart reminder's own link: it turns cart reminders off, nothing else. */
const cartReminderPages: LinkPages = {
  invalid: { status: 400, title: 'This link is not valid', message: 'The link is incomplete or was not issued by us.' },
  subscribed: {
    status: 200,
    title: 'Stop cart reminders?',
    message: 'We will no longer e-mail you about perfumes left in your cart. E-mails about your orders will still reach you.',
  },
  unsubscribed: {
    status: 200,
    title: 'Cart reminders are off',
    message: 'We will no longer e-mail you about perfumes left in your cart. You can turn them on again in your account.',
  },
};

/**
 * The unsubscribe link of campaign e-mails (public: the HMAC token is the credential).
 * GET only shows a page with a confirm button, so link scanners that open every URL unsubscribe
 * nobody; POST unsubscribes, from that button or from a mail client's one-click (RFC 8058).
 */
export async function unsubscribeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // One-click unsubscribe posts `List-Unsubscribe=One-Click` form-encoded; the body itself carries nothing we need.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  function sendPage(reply: FastifyReply, state: UnsubscribeLinkState, formAction?: string, texts: LinkPages = pages) {
    const page = texts[state];
    return reply
      .status(page.status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderUnsubscribePage({ shopName: ctx.config.SHOP_NAME, appUrl: ctx.config.APP_URL, ...page, formAction }));
  }

  route(app, campaignEndpoints.unsubscribePage, async (request, reply) => {
    const state = await readUnsubscribeLink(ctx.db, ctx.config.JWT_SECRET, request.params.token);
    return sendPage(reply, state, state === 'subscribed' ? buildUrl(campaignEndpoints.unsubscribe, { params: request.params }) : undefined);
  });

  route(
    app,
    campaignEndpoints.unsubscribe,
    // The signed link is the credential (no cookie), and mail clients post it form-encoded from anywhere (RFC 8058).
    { config: { formContentTypes: FORM_CONTENT_TYPES, allowCrossOrigin: true } },
    async (request, reply) => {
      const state = await unsubscribeByLink(ctx.db, ctx.config.JWT_SECRET, request.params.token);
      return sendPage(reply, state);
    },
  );

  route(app, accountEndpoints.cartRemindersUnsubscribePage, async (request, reply) => {
    const state = await readCartRemindersLink(ctx.db, ctx.config.JWT_SECRET, request.params.token);
    const formAction = state === 'subscribed' ? buildUrl(accountEndpoints.cartRemindersUnsubscribe, { params: request.params }) : undefined;
    return sendPage(reply, state, formAction, cartReminderPages);
  });

  route(
    app,
    accountEndpoints.cartRemindersUnsubscribe,
    { config: { formContentTypes: FORM_CONTENT_TYPES, allowCrossOrigin: true } },
    async (request, reply) =>
      sendPage(reply, await stopCartRemindersByLink(ctx.db, ctx.config.JWT_SECRET, request.params.token), undefined, cartReminderPages),
  );
}
