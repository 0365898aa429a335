import { defineEndpoint } from '../endpoint.ts';
import {
  addressIdParamSchema,
  addressInputSchema,
  addressListResponseSchema,
  addressResponseSchema,
  deleteAddressResponseSchema,
} from './index.ts';

/** The signed-in shopper's delivery addresses (at most 3); another shopper's address id is a 404. */
export const addressEndpoints = {
  listAddresses: defineEndpoint({
    method: 'GET',
    path: '/api/shop/address/get',
    auth: 'user',
    response: { 200: addressListResponseSchema },
  }),
  addAddress: defineEndpoint({
    method: 'POST',
    path: '/api/shop/address/add',
    auth: 'user',
    body: addressInputSchema,
    response: { 201: addressResponseSchema },
  }),
  updateAddress: defineEndpoint({
    method: 'PUT',
    path: '/api/shop/address/update/:addressId',
    auth: 'user',
    params: addressIdParamSchema,
    body: addressInputSchema,
    response: { 200: addressResponseSchema },
  }),
  deleteAddress: defineEndpoint({
    method: 'DELETE',
    path: '/api/shop/address/delete/:addressId',
    auth: 'user',
    params: addressIdParamSchema,
    response: { 200: deleteAddressResponseSchema },
  }),
};
