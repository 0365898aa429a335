import { and, eq } from 'drizzle-orm';
import { indianStateByCode, matchIndianState, type TaxDocument } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, taxDocuments } from '../../db/schema/index.ts';
import { formatDocumentNumber, takeNextSequence } from './document-number.ts';
import { financialYearOf } from './financial-year.ts';
import { shopSettingsOf, shopSettingsQuery } from './shop-settings.ts';
import { Pipeline } from '../../db/pipeline.ts';
import { goodsLine, invoiceLines } from './invoice-lines.ts';
import { sumTaxLines } from './split-gst.ts';
import { invoicePayments } from './invoice-payments.ts';

export interface IssuedDocument {
  id: string;
  number: string;
  issuedAt: Date;
}

/**
 * The order's tax invoice, issued once inside the caller's transaction when the order is paid: the next
 * number of the financial year, the shop's registration as it stands, the delivery address as the order holds it, and
 * each line split into taxable value and GST. Issuing again returns the invoice already issued.
 *
 * The series row it takes its number from is locked until the caller's transaction ends, and every payment of the
 * shop waits for it: callers issue the invoice as the transaction's last write, so the lock is held for the number,
 * the insert and the commit only (decision 171).
 */
export async function issueInvoice(tx: DbOrTx, orderId: string, issuedAt = new Date()): Promise<IssuedDocument> {
  // What the invoice is made of, read in one round trip before the series is locked (decision 171).
  const reading = new Pipeline();
  const issued = reading.send(
    tx
      .select({ id: taxDocuments.id, number: taxDocuments.number, issuedAt: taxDocuments.issuedAt })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
      .limit(1),
  );
  const orderRead = reading.send(tx.select().from(orders).where(eq(orders.id, orderId)).limit(1));
  const linesRead = reading.send(
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.title, orderItems.id),
  );
  const settingsRead = reading.send(shopSettingsQuery(tx));
  await reading.done();
  const [existing] = await issued;
  if (existing) return existing;

  const [order] = await orderRead;
  if (!order) throw new Error(`No order ${orderId} to invoice`);
  const lines = await linesRead;
  const settings = shopSettingsOf(await settingsRead);
  const shopState = indianStateByCode(settings.stateCode);
  const address = order.addressSnapshot;
  // Checkout takes only listed states; an older address keeps its text and is taxed as a supply to another state.
  const deliveryState = matchIndianState(address.state);
  const placeOfSupply = deliveryState
    ? { stateName: deliveryState.name, stateCode: deliveryState.code }
    : { stateName: address.state, stateCode: '' };
  const intraState = deliveryState?.code === settings.stateCode;

  const taxedLines = invoiceLines(lines.map(goodsLine), order, intraState);
  const totals = sumTaxLines(taxedLines);
  if (totals.totalPaise !== order.totalPaise) {
    throw new Error(`Invoice lines of order ${orderId} add up to ${totals.totalPaise} paise, not the ${order.totalPaise} paid`);
  }

  const financialYear = financialYearOf(issuedAt);
  const sequence = await takeNextSequence(tx, 'invoice', financialYear);
  const number = formatDocumentNumber('invoice', settings.invoicePrefix, financialYear, sequence);
  const document: TaxDocument = {
    kind: 'invoice',
    number,
    issuedAt: issuedAt.toISOString(),
    orderId,
    orderDate: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    supplier: {
      name: settings.legalName,
      gstin: settings.gstin,
      addressLines: [settings.addressLine1, settings.addressLine2, `${settings.city} ${settings.postalCode}`].filter(
        (line): line is string => Boolean(line),
      ),
      stateName: shopState?.name ?? settings.stateCode,
      stateCode: settings.stateCode,
    },
    recipient: {
      name: address.fullName,
      phone: address.phoneNumber,
      addressLines: [address.addressLine1, address.addressLine2, `${address.city} ${address.postalCode}`].filter((line): line is string =>
        Boolean(line),
      ),
      stateName: placeOfSupply.stateName,
      stateCode: placeOfSupply.stateCode,
    },
    placeOfSupply,
    supplyType: intraState ? 'intra-state' : 'inter-state',
    lines: taxedLines,
    totals,
    ...(invoicePayments(order) ? { payments: invoicePayments(order) } : {}),
  };
  const [row] = await tx
    .insert(taxDocuments)
    .values({ kind: 'invoice', orderId, number, financialYear, sequence, issuedAt, totalPaise: totals.totalPaise, document })
    .returning({ id: taxDocuments.id, number: taxDocuments.number, issuedAt: taxDocuments.issuedAt });
  if (!row) throw new Error(`Invoice ${number} was not stored`);
  return row;
}
