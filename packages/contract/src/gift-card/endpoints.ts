import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  checkGiftCardRequestSchema,
  checkGiftCardResponseSchema,
  giftCardDetailResponseSchema,
  giftCardListResponseSchema,
  giftCardResponseSchema,
  issueGiftCardRequestSchema,
  issuedGiftCardResponseSchema,
  listGiftCardsQuerySchema,
  voidGiftCardRequestSchema,
} from './index.ts';

/** Gift cards (decision 103): the back office issues, finds and voids them; a shopper checks a code they hold. */
export const giftCardEndpoints = {
  listGiftCards: defineEndpoint({
    method: 'GET',
    path: '/api/admin/gift-cards',
    auth: 'admin',
    permission: 'promotions',
    query: listGiftCardsQuerySchema,
    response: { 200: giftCardListResponseSchema },
  }),
  issueGiftCard: defineEndpoint({
    method: 'POST',
    path: '/api/admin/gift-cards',
    auth: 'admin',
    permission: 'promotions',
    body: issueGiftCardRequestSchema,
    response: { 201: issuedGiftCardResponseSchema },
  }),
  getGiftCard: defineEndpoint({
    method: 'GET',
    path: '/api/admin/gift-cards/:id',
    auth: 'admin',
    permission: 'promotions',
    params: idParamSchema,
    response: { 200: giftCardDetailResponseSchema },
  }),
  voidGiftCard: defineEndpoint({
    method: 'POST',
    path: '/api/admin/gift-cards/:id/void',
    auth: 'admin',
    permission: 'promotions',
    params: idParamSchema,
    body: voidGiftCardRequestSchema,
    response: { 200: giftCardResponseSchema },
  }),
  /** A signed-in shopper checks a code: what it holds and until when (rate limited like sign-in: codes are guessable only by trying). */
  checkGiftCard: defineEndpoint({
    method: 'POST',
    path: '/api/shop/gift-cards/check',
    auth: 'user',
    body: checkGiftCardRequestSchema,
    response: { 200: checkGiftCardResponseSchema },
  }),
};
