import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import type { CaptureResult, ProviderRefund, RedirectPaymentGateway, RefundRequest } from './gateway.ts';
import { hmacSha256Hex, safeEqual } from './signatures.ts';

const APPROVAL_EVENT = 'simulated.payment.approved';

export interface SimulatedRedirectGatewayOptions {
  appUrl: string;
  secret: string;
  db: Db;
}

/**
 * Stand-in for PayPal's redirect flow: the approval page is ours (GET /api/shop/order/simulated-approval/:orderId),
 * the shopper's approval is recorded in payment_events (the simulated provider's ledger), and a capture is
 * accepted only for a recorded approval with the payer id the approval handed out.
 */
export class SimulatedRedirectPaymentGateway implements RedirectPaymentGateway {
  readonly provider = 'simulated' as const;

  constructor(private readonly options: SimulatedRedirectGatewayOptions) {}

  async createPayment(input: { orderId: string; amountPaise: number }): Promise<{ paymentId: string; approvalUrl: string }> {
    const paymentId = `PAYID-SIM-${randomBytes(12).toString('hex').toUpperCase()}`;
    return { paymentId, approvalUrl: `${this.options.appUrl}/api/shop/order/simulated-approval/${input.orderId}` };
  }

  /** The payer id is derived from the payment id, so nothing but the approval itself needs storing. */
  payerIdFor(paymentId: string): string {
    return `SIMPAYER${hmacSha256Hex(this.options.secret, `payer:${paymentId}`).slice(0, 10).toUpperCase()}`;
  }

  async recordApproval(db: DbOrTx, paymentId: string): Promise<void> {
    await db
      .insert(paymentEvents)
      .values({ eventId: approvalEventId(paymentId), eventType: APPROVAL_EVENT })
      .onConflictDoNothing();
  }

  /** Refunds are processed at once. */
  async refundPayment(input: RefundRequest): Promise<ProviderRefund> {
    return {
      id: `REFUND-SIM-${hmacSha256Hex(this.options.secret, `refund:${input.refundId}`).slice(0, 16).toUpperCase()}`,
      status: 'processed',
    };
  }

  async capturePayment(input: { paymentId: string; payerId: string }): Promise<CaptureResult> {
    const [approval] = await this.options.db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.eventId, approvalEventId(input.paymentId)), eq(paymentEvents.eventType, APPROVAL_EVENT)))
      .limit(1);
    if (!approval) return { status: 'refused', reason: 'The payment was not approved' };
    if (!safeEqual(this.payerIdFor(input.paymentId), input.payerId)) {
      return { status: 'refused', reason: 'The payer does not match the approval' };
    }
    return {
      status: 'captured',
      captureId: `CAPTURE-SIM-${hmacSha256Hex(this.options.secret, `capture:${input.paymentId}`).slice(0, 16).toUpperCase()}`,
    };
  }
}

function approvalEventId(paymentId: string): string {
  return `simulated-approval:${paymentId}`;
}

export function isSimulatedRedirectGateway(gateway: RedirectPaymentGateway): gateway is SimulatedRedirectPaymentGateway {
  return gateway instanceof SimulatedRedirectPaymentGateway;
}
