import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { offerInputSchema, offerListResponseSchema, offerResponseSchema, setOfferPausedRequestSchema } from './index.ts';

/** Automatic offers, managed in the back office beside coupon codes and priced by the checkout quote. */
export const offerEndpoints = {
  listOffers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/offers',
    auth: 'admin',
    permission: 'promotions',
    response: { 200: offerListResponseSchema },
  }),
  createOffer: defineEndpoint({
    method: 'POST',
    path: '/api/admin/offers',
    auth: 'admin',
    permission: 'promotions',
    body: offerInputSchema,
    response: { 201: offerResponseSchema },
  }),
  updateOffer: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/offers/:id',
    auth: 'admin',
    permission: 'promotions',
    params: idParamSchema,
    body: offerInputSchema,
    response: { 200: offerResponseSchema },
  }),
  setOfferPaused: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/offers/:id/status',
    auth: 'admin',
    permission: 'promotions',
    params: idParamSchema,
    body: setOfferPausedRequestSchema,
    response: { 200: offerResponseSchema },
  }),
};
