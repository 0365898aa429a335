import type { Endpoint } from './endpoint.ts';
import { addressEndpoints } from './address/endpoints.ts';
import { apiDocsEndpoints } from './api-docs.ts';
import { afterSalesEndpoints } from './after-sales/endpoints.ts';
import { deliveryEndpoints } from './delivery/endpoints.ts';
import { shippingEndpoints } from './shipping/endpoints.ts';
import { adminEndpoints } from './admin/endpoints.ts';
import { auditEndpoints } from './admin/audit.ts';
import { promotionEndpoints } from './promotions/endpoints.ts';
import { giftCardEndpoints } from './gift-card/endpoints.ts';
import { offerEndpoints } from './offers/endpoints.ts';
import { giftCardPurchaseEndpoints } from './gift-card/purchase-endpoints.ts';
import { accountEndpoints } from './account/index.ts';
import { giftEndpoints } from './order/gift.ts';
import { checkoutQuoteEndpoints } from './order/checkout-quote.ts';
import { codConfirmationEndpoints, whatsappEndpoints } from './order/cod-confirmation.ts';
import { orderTimelineEndpoints } from './admin/order-timeline.ts';
import { productTableEndpoints } from './catalog/product-table.ts';
import { orderFulfilmentEndpoints } from './admin/order-fulfilment.ts';
import { customerEndpoints } from './admin/customers.ts';
import { authEndpoints } from './auth/endpoints.ts';
import { campaignEndpoints } from './campaign/endpoints.ts';
import { cartEndpoints } from './cart/endpoints.ts';
import { catalogEndpoints } from './catalog/endpoints.ts';
import { reviewEngagementEndpoints } from './catalog/review-engagement.ts';
import { productArchiveEndpoints } from './catalog/archive.ts';
import { healthEndpoints } from './health.ts';
import { orderEndpoints } from './order/endpoints.ts';
import { paymentEndpoints } from './payment/endpoints.ts';
import { shopConfigEndpoints } from './shop-config.ts';
import { taxEndpoints } from './tax/endpoints.ts';
import { gstSummaryEndpoints } from './tax/gst-summary.ts';
import { stockAlertEndpoints } from './stock-alert/endpoints.ts';
import { wishlistEndpoints } from './wishlist/endpoints.ts';

/**
 * Every endpoint of the API by name (names are unique across areas). The server registers a route for each (the
 * endpoint-parity test fails on a route without a definition or a definition without a route); the web app and the
 * API tests call them by these definitions. Code that needs one area only can import the area's object
 * (`cartEndpoints`) and leave the rest out of its bundle.
 */
export const endpointAreas = {
  health: healthEndpoints,
  auth: authEndpoints,
  shopConfig: shopConfigEndpoints,
  catalog: catalogEndpoints,
  reviewEngagement: reviewEngagementEndpoints,
  productArchive: productArchiveEndpoints,
  cart: cartEndpoints,
  wishlist: wishlistEndpoints,
  stockAlert: stockAlertEndpoints,
  address: addressEndpoints,
  order: orderEndpoints,
  payment: paymentEndpoints,
  admin: adminEndpoints,
  audit: auditEndpoints,
  promotions: promotionEndpoints,
  giftCards: giftCardEndpoints,
  offers: offerEndpoints,
  giftCardPurchases: giftCardPurchaseEndpoints,
  account: accountEndpoints,
  gift: giftEndpoints,
  checkoutQuote: checkoutQuoteEndpoints,
  codConfirmation: codConfirmationEndpoints,
  whatsapp: whatsappEndpoints,
  orderTimeline: orderTimelineEndpoints,
  productTable: productTableEndpoints,
  orderFulfilment: orderFulfilmentEndpoints,
  customers: customerEndpoints,
  campaign: campaignEndpoints,
  tax: taxEndpoints,
  gst: gstSummaryEndpoints,
  afterSales: afterSalesEndpoints,
  delivery: deliveryEndpoints,
  shipping: shippingEndpoints,
  apiDocs: apiDocsEndpoints,
};

export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...shopConfigEndpoints,
  ...catalogEndpoints,
  ...reviewEngagementEndpoints,
  ...productArchiveEndpoints,
  ...cartEndpoints,
  ...wishlistEndpoints,
  ...stockAlertEndpoints,
  ...addressEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
  ...adminEndpoints,
  ...auditEndpoints,
  ...promotionEndpoints,
  ...accountEndpoints,
  ...giftEndpoints,
  ...giftCardEndpoints,
  ...offerEndpoints,
  ...giftCardPurchaseEndpoints,
  ...checkoutQuoteEndpoints,
  ...codConfirmationEndpoints,
  ...whatsappEndpoints,
  ...orderTimelineEndpoints,
  ...productTableEndpoints,
  ...orderFulfilmentEndpoints,
  ...customerEndpoints,
  ...campaignEndpoints,
  ...taxEndpoints,
  ...gstSummaryEndpoints,
  ...afterSalesEndpoints,
  ...deliveryEndpoints,
  ...shippingEndpoints,
  ...apiDocsEndpoints,
};
export type EndpointName = keyof typeof endpoints;

/** The registry as a list, each with its name. */
export function listEndpoints(): Array<{ name: EndpointName; endpoint: Endpoint }> {
  return (Object.entries(endpoints) as Array<[EndpointName, Endpoint]>).map(([name, endpoint]) => ({ name, endpoint }));
}
