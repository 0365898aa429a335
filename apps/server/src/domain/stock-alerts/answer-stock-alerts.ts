import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { salePricePaiseAt, variantLabel } from '@aurelle/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products, productVariants, stockAlerts, users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderBackInStockMail } from '../../infra/mail/templates/back-in-stock.ts';
import { BACK_IN_STOCK_MAIL_JOB } from './stock-alert-jobs.ts';
import { inShop } from '../catalog/archive/in-shop.ts';

const productPayload = z.object({ productId: z.uuid() });
const mailPayload = z.object({ alertId: z.uuid() });

/**
 * Job handler: marks every waiting request for a size of the product that is back in stock answered and queues one
 * e-mail for each, in one transaction, so each request gets exactly one e-mail however often stock rises.
 */
export async function answerStockAlerts(db: Db, payload: Record<string, unknown>): Promise<void> {
  const { productId } = productPayload.parse(payload);
  await db.transaction(async (tx) => {
    // An archived product is not for sale: its requests wait until it is restored (unarchiveProduct asks again).
    const [listed] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), inShop));
    if (!listed) return;
    const stocked = tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.isHidden, false), gt(productVariants.stock, 0)));
    const answered = await tx
      .update(stockAlerts)
      .set({ notifiedAt: new Date() })
      .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt), inArray(stockAlerts.variantId, stocked)))
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

/** Job handler: the e-mail of one answered request, naming the size (skipped if the shopper or the size is gone since). */
export async function sendBackInStockMail(deps: BackInStockMailDeps, payload: Record<string, unknown>): Promise<void> {
  const { alertId } = mailPayload.parse(payload);
  const [row] = await deps.db
    .select({
      email: users.email,
      userName: users.userName,
      productId: products.id,
      title: products.title,
      size: {
        sizeMl: productVariants.sizeMl,
        kind: productVariants.kind,
        name: productVariants.name,
        pricePaise: productVariants.pricePaise,
        salePricePaise: productVariants.salePricePaise,
        saleStartsAt: productVariants.saleStartsAt,
        saleEndsAt: productVariants.saleEndsAt,
      },
    })
    .from(stockAlerts)
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(eq(stockAlerts.id, alertId))
    .limit(1);
  if (!row) return;
  const product = {
    id: row.productId,
    title: `${row.title} (${variantLabel(row.size)})`,
    pricePaise: row.size.pricePaise,
    // Today's price: a sale counts only within its window (decision 081).
    salePricePaise: salePricePaiseAt(row.size, new Date()),
  };
  const mail = renderBackInStockMail({ shopName: deps.shopName, appUrl: deps.appUrl, userName: row.userName, product });
  await deps.mailer.send({ to: row.email, ...mail });
}
