import type { FastifyInstance } from 'fastify';
import { deliveryEndpoints, rupeesToPaise } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { checkPinCode } from '../../domain/delivery/check-pin-code.ts';
import { presentDeliverySettings, readDeliverySettings } from '../../domain/delivery/delivery-settings.ts';
import { updateDeliverySettings } from '../../domain/delivery/update-delivery-settings.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin } from '../guards.ts';

/** Delivery: the public PIN code check, and the admin's delivery settings. */
export async function deliveryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const asAdmin = { onRequest: requireAdmin(ctx) };

  route(app, deliveryEndpoints.checkPinCode, async (request, reply) => {
    const { subtotal } = request.query;
    const check = await checkPinCode(ctx.db, {
      pinCode: request.params.pin,
      orderValuePaise: subtotal === undefined ? undefined : rupeesToPaise(subtotal),
    });
    // The dates move with the clock and the cut-off, and the admin may change the terms at any time.
    void reply.header('Cache-Control', 'no-store');
    return { success: true, check };
  });

  route(app, deliveryEndpoints.getDeliverySettings, asAdmin, async () => {
    return { success: true, settings: presentDeliverySettings(await readDeliverySettings(ctx.db)) };
  });

  route(
    app,
    deliveryEndpoints.updateDeliverySettings,
    { ...asAdmin, audit: { entity: 'settings', verb: 'update-delivery', entityId: () => 'delivery' } },
    async (request) => {
      const saved = await updateDeliverySettings(ctx.db, request.body, currentUser(request).id);
      return { success: true, message: 'Delivery settings saved', settings: presentDeliverySettings(saved) };
    },
  );
}
