import type { FastifyInstance } from 'fastify';
import { addressEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addAddress } from '../../domain/address/add-address.ts';
import { deleteAddress } from '../../domain/address/delete-address.ts';
import { listAddresses } from '../../domain/address/list-addresses.ts';
import { ADDRESS_ADDED_MESSAGE, ADDRESS_DELETED_MESSAGE, ADDRESS_UPDATED_MESSAGE } from '../../domain/address/messages.ts';
import { presentAddress } from '../../domain/address/present-address.ts';
import { updateAddress } from '../../domain/address/update-address.ts';
import { route } from '../define-route.ts';
import { currentUser, requireUser } from '../guards.ts';

/** The signed-in shopper's delivery addresses (at most 3); another shopper's address id is a 404. */
export async function addressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // onRequest, so an anonymous call is a 401 before its body is even validated.
  const onRequest = requireUser(ctx);

  route(app, addressEndpoints.addAddress, { onRequest }, async (request, reply) => {
    const address = await addAddress(ctx.db, { userId: currentUser(request).id, fields: request.body });
    return reply.status(201).send({ success: true, message: ADDRESS_ADDED_MESSAGE, address: presentAddress(address) });
  });

  route(app, addressEndpoints.listAddresses, { onRequest }, async (request) => {
    const rows = await listAddresses(ctx.db, currentUser(request).id);
    return { success: true, addresses: rows.map(presentAddress) };
  });

  route(app, addressEndpoints.updateAddress, { onRequest }, async (request) => {
    const address = await updateAddress(ctx.db, {
      userId: currentUser(request).id,
      addressId: request.params.addressId,
      fields: request.body,
    });
    return { success: true, message: ADDRESS_UPDATED_MESSAGE, address: presentAddress(address) };
  });

  route(app, addressEndpoints.deleteAddress, { onRequest }, async (request) => {
    await deleteAddress(ctx.db, { userId: currentUser(request).id, addressId: request.params.addressId });
    return { success: true, message: ADDRESS_DELETED_MESSAGE, addressId: request.params.addressId };
  });
}
