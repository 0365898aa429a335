import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateways, RedirectPaymentGateway } from './gateway.ts';
import { PayPalGateway } from './paypal-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { deriveSecret } from './signatures.ts';
import { SimulatedCardPaymentGateway } from './simulated-card-gateway.ts';
import { SimulatedRedirectPaymentGateway } from './simulated-redirect-gateway.ts';

export type PaymentConfig = Pick<
  AppConfig,
  | 'paymentProvider'
  | 'redirectPaymentProvider'
  | 'isProduction'
  | 'RAZORPAY_KEY_ID'
  | 'RAZORPAY_KEY_SECRET'
  | 'RAZORPAY_WEBHOOK_SECRET'
  | 'RAZORPAY_API_URL'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_ENVIRONMENT'
  | 'JWT_SECRET'
  | 'APP_URL'
  | 'SHOP_NAME'
>;

/**
 * Chooses the adapters from configuration (config.ts already refuses razorpay without its keys, and every
 * simulated flow in production). The production check is repeated here so no path can ever build a
 * simulated provider for a production process.
 */
export function createPaymentGateways(config: PaymentConfig, db: Db): PaymentGateways {
  if (config.isProduction && (config.paymentProvider === 'simulated' || config.redirectPaymentProvider === 'simulated')) {
    throw new Error('A simulated payment provider cannot run in production');
  }
  const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET;
  const card =
    config.paymentProvider === 'razorpay' && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? new RazorpayGateway({
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          webhookSecret,
          apiUrl: config.RAZORPAY_API_URL,
        })
      : new SimulatedCardPaymentGateway({
          keyId: config.RAZORPAY_KEY_ID ?? 'rzp_test_simulated',
          keySecret: config.RAZORPAY_KEY_SECRET ?? deriveSecret(config.JWT_SECRET, 'simulated-payments'),
          webhookSecret: webhookSecret ?? deriveSecret(config.JWT_SECRET, 'simulated-webhooks'),
        });
  const redirect = createRedirectGateway(config, db);
  return redirect ? { card, redirect } : { card };
}

/** The legacy redirect flow: PayPal with its keys, the simulated approval page outside production, else none. */
function createRedirectGateway(config: PaymentConfig, db: Db): RedirectPaymentGateway | undefined {
  switch (config.redirectPaymentProvider) {
    case 'paypal':
      if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return undefined;
      return new PayPalGateway({
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
        environment: config.PAYPAL_ENVIRONMENT,
        appUrl: config.APP_URL,
        shopName: config.SHOP_NAME,
      });
    case 'simulated':
      return new SimulatedRedirectPaymentGateway({
        appUrl: config.APP_URL,
        secret: deriveSecret(config.JWT_SECRET, 'simulated-redirect'),
        db,
      });
    case 'off':
      return undefined;
  }
}

export * from './gateway.ts';
