import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { deriveSecret, paymentSignature, safeEqual } from './signatures.ts';
import { SimulatedCardPaymentGateway } from './simulated-card-gateway.ts';

describe('payment signatures', () => {
  it("match Razorpay's documented scheme: hex HMAC-SHA256 of 'order_id|payment_id' with the key secret", () => {
    const expected = createHmac('sha256', 'secret').update('order_A|pay_B').digest('hex');
    expect(paymentSignature('secret', 'order_A', 'pay_B')).toBe(expected);
  });

  it('compare in constant time and refuse different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('abc', '')).toBe(false);
  });

  it('derive distinct stable secrets per purpose', () => {
    expect(deriveSecret('root', 'a')).toBe(deriveSecret('root', 'a'));
    expect(deriveSecret('root', 'a')).not.toBe(deriveSecret('root', 'b'));
    expect(deriveSecret('root', 'a')).not.toBe(deriveSecret('other', 'a'));
  });
});

describe('card gateways', () => {
  const body = Buffer.from('{"event":"payment.captured"}');

  it('Razorpay refuses every webhook without a webhook secret, and checks it when set', () => {
    const unconfigured = new RazorpayGateway({ keyId: 'rzp_test_x', keySecret: 'k' });
    expect(unconfigured.acceptsWebhooks).toBe(false);
    expect(unconfigured.isWebhookSignatureValid(body, createHmac('sha256', '').update(body).digest('hex'))).toBe(false);

    const configured = new RazorpayGateway({ keyId: 'rzp_test_x', keySecret: 'k', webhookSecret: 'wh' });
    expect(configured.isWebhookSignatureValid(body, createHmac('sha256', 'wh').update(body).digest('hex'))).toBe(true);
    expect(configured.isWebhookSignatureValid(body, createHmac('sha256', 'k').update(body).digest('hex'))).toBe(false);
  });

  it('the simulated provider signs what verification accepts, and nothing else', async () => {
    const gateway = new SimulatedCardPaymentGateway({ keyId: 'rzp_test_simulated', keySecret: 'k', webhookSecret: 'wh' });
    const order = await gateway.createOrder({ amountPaise: 12_345, receipt: 'r' });
    expect(order).toMatchObject({ amountPaise: 12_345, currency: 'INR' });
    const signature = gateway.signPayment(order.id, 'pay_1');
    expect(gateway.isPaymentSignatureValid({ providerOrderId: order.id, paymentId: 'pay_1', signature })).toBe(true);
    expect(gateway.isPaymentSignatureValid({ providerOrderId: order.id, paymentId: 'pay_2', signature })).toBe(false);
    expect(gateway.isPaymentSignatureValid({ providerOrderId: 'order_other', paymentId: 'pay_1', signature })).toBe(false);
  });
});
