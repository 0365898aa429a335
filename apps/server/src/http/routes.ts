import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { authRoutes } from './auth/routes.ts';
import { catalogRoutes } from './catalog/index.ts';
import { shopConfigRoutes } from './shop-config/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { addressRoutes } from './address/routes.ts';
import { stockAlertRoutes } from './stock-alerts/routes.ts';
import { wishlistRoutes } from './wishlist/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { backofficeRoutes } from './admin/index.ts';
import { taxRoutes } from './tax/routes.ts';
import { afterSalesRoutes } from './after-sales/routes.ts';
import { apiDocsRoutes } from './api-docs/routes.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { giftCardRoutes } from './gift-cards/routes.ts';
import { offerRoutes } from './offers/routes.ts';
import { giftCardPurchaseRoutes } from './gift-cards/purchase-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { deliveryRoutes } from './delivery/routes.ts';
import { shippingRoutes } from './shipping/routes.ts';
import { whatsappRoutes } from './whatsapp/routes.ts';

/** Every area's routes, mounted under /api. Each module is a thin layer over its use cases. */
export const routeModules: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  authRoutes,
  shopConfigRoutes,
  catalogRoutes,
  cartRoutes,
  wishlistRoutes,
  stockAlertRoutes,
  addressRoutes,
  orderRoutes,
  paymentRoutes,
  backofficeRoutes,
  taxRoutes,
  afterSalesRoutes,
  promotionRoutes,
  giftCardRoutes,
  offerRoutes,
  giftCardPurchaseRoutes,
  accountRoutes,
  deliveryRoutes,
  shippingRoutes,
  whatsappRoutes,
  apiDocsRoutes,
];
