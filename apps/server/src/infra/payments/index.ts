import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateways } from './gateway.ts';
import { PayPalGateway } from './paypal-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { deriveSecret } from './signatures.ts';
import { SimulatedCardPaymentGateway } from './simulated-card-gateway.ts';
import { SimulatedRedirectPaymentGateway } from './simulated-redirect-gateway.ts';

export type PaymentConfig = Pick<
  AppConfig,
  | 'paymentProvider'
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

/** Chooses the adapters from configuration (config.ts already refuses razorpay without its keys). */
export function createPaymentGateways(config: PaymentConfig, db: Db): PaymentGateways {
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
  const redirect =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
      ? new PayPalGateway({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          environment: config.PAYPAL_ENVIRONMENT,
          appUrl: config.APP_URL,
          shopName: config.SHOP_NAME,
        })
      : new SimulatedRedirectPaymentGateway({ appUrl: config.APP_URL, secret: deriveSecret(config.JWT_SECRET, 'simulated-redirect'), db });
  return { card, redirect };
}

export * from './gateway.ts';
