import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders, refunds, returnRequests, taxDocuments, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderAfterSalesMail, type AfterSalesMail } from '../../infra/mail/templates/after-sales.ts';
import { AFTER_SALES_NOTICES } from './job-types.ts';
import { orderLinesAsInvoiced } from './return-lines.ts';
import { orderLineTitle } from '../orders/order-line-title.ts';
import { taxDocumentAttachment } from '../pdf/render-pdf.ts';
import type { TaxDocument } from '@aurelle/contract';

const payloadSchema = z.object({
  orderId: z.uuid(),
  notice: z.enum(AFTER_SALES_NOTICES),
  returnRequestId: z.uuid().optional(),
  refundId: z.uuid().optional(),
});

export interface AfterSalesMailDeps {
  db: Db;
  mailer: Mailer;
  shopName: string;
  appUrl: string;
}

/** Job handler: the shopper's e-mail for a cancellation, a return request and its decision, or a refund. */
export async function sendAfterSalesMail(deps: AfterSalesMailDeps, payload: Record<string, unknown>): Promise<void> {
  const input = payloadSchema.parse(payload);
  const [row] = await deps.db
    .select({ order: orders, userName: users.userName, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, input.orderId))
    .limit(1);
  if (!row) return;
  const mail = await describe(deps.db, row.order, input);
  if (!mail) return;
  // A refund's credit note goes with its e-mail, as the invoice goes with the confirmation.
  const creditNote = input.notice === 'refunded' && input.refundId ? await creditNoteOfRefund(deps.db, input.refundId) : undefined;
  await deps.mailer.send({
    to: row.email,
    ...renderAfterSalesMail({ shopName: deps.shopName, appUrl: deps.appUrl, userName: row.userName, orderId: row.order.id, mail }),
    ...(creditNote ? { attachments: [await taxDocumentAttachment(creditNote)] } : {}),
  });
}

async function creditNoteOfRefund(db: Db, refundId: string): Promise<TaxDocument | undefined> {
  const [row] = await db
    .select({ document: taxDocuments.document })
    .from(refunds)
    .innerJoin(taxDocuments, eq(taxDocuments.id, refunds.creditNoteId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  return row?.document;
}

async function describe(
  db: Db,
  order: typeof orders.$inferSelect,
  input: z.infer<typeof payloadSchema>,
): Promise<AfterSalesMail | undefined> {
  switch (input.notice) {
    case 'cancelled':
      return { notice: 'cancelled', paid: order.paymentStatus === 'completed' };
    case 'refunded': {
      if (!input.refundId) return undefined;
      const [refund] = await db
        .select({ amountPaise: refunds.amountPaise, provider: refunds.provider, creditNoteNumber: taxDocuments.number })
        .from(refunds)
        .leftJoin(taxDocuments, eq(taxDocuments.id, refunds.creditNoteId))
        .where(eq(refunds.id, input.refundId))
        .limit(1);
      if (!refund) return undefined;
      return {
        notice: 'refunded',
        amountPaise: refund.amountPaise,
        creditNoteNumber: refund.creditNoteNumber,
        toCard: refund.provider !== 'cash',
      };
    }
    default: {
      if (!input.returnRequestId) return undefined;
      const [request] = await db.select().from(returnRequests).where(eq(returnRequests.id, input.returnRequestId)).limit(1);
      if (!request) return undefined;
      const lines = await orderLinesAsInvoiced(db, order.id);
      const items = request.lines.map((line) => {
        const item = lines.find((candidate) => candidate.id === line.lineId);
        return `${line.quantity} × ${item ? orderLineTitle(item) : 'item'}`;
      });
      if (input.notice === 'return-requested') return { notice: 'return-requested', items };
      if (input.notice === 'return-approved') return { notice: 'return-approved', items, amountPaise: request.amountPaise };
      return { notice: 'return-rejected', reason: request.rejectionReason ?? '' };
    }
  }
}
