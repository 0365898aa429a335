import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products, stockAlerts, users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderBackInStockMail } from '../../infra/mail/templates/back-in-stock.ts';
import { BACK_IN_STOCK_MAIL_JOB } from './stock-alert-jobs.ts';

const productPayload = z.object({ productId: z.uuid() });
const mailPayload = z.object({ alertId: z.uuid() });

/**
 * Job handler: when the product is in stock, marks every waiting request answered and queues one e-mail for each,
 * in one transaction, so each request gets exactly one e-mail however often stock rises.
 */
export async function answerStockAlerts(db: Db, payload: Record<string, unknown>): Promise<void> {
  const { productId } = productPayload.parse(payload);
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ totalStock: products.totalStock }).from(products).where(eq(products.id, productId)).limit(1);
    if (!product || product.totalStock <= 0) return;
    const answered = await tx
      .update(stockAlerts)
      .set({ notifiedAt: new Date() })
      .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
      .returning({ id: stockAlerts.id });
    for (const alert of answered) await enqueueJob(tx, BACK_IN_STOCK_MAIL_JOB, { alertId: alert.id });
  });
}

export interface BackInStockMailDeps {
  db: Db;
  mailer: Mailer;
  shopName: string;
  appUrl: string;
}

/** Job handler: the e-mail of one answered request (skipped if the shopper or the product is gone since). */
export async function sendBackInStockMail(deps: BackInStockMailDeps, payload: Record<string, unknown>): Promise<void> {
  const { alertId } = mailPayload.parse(payload);
  const [row] = await deps.db
    .select({
      email: users.email,
      userName: users.userName,
      product: { id: products.id, title: products.title, pricePaise: products.pricePaise, salePricePaise: products.salePricePaise },
    })
    .from(stockAlerts)
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.id, alertId))
    .limit(1);
  if (!row) return;
  const mail = renderBackInStockMail({ shopName: deps.shopName, appUrl: deps.appUrl, userName: row.userName, product: row.product });
  await deps.mailer.send({ to: row.email, ...mail });
}
