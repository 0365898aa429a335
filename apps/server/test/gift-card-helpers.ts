import { eq, sql } from 'drizzle-orm';
import { endpoints } from '@aurelle/contract';
import { queryRows } from '../src/db/client.ts';
import { giftCardLedger } from '../src/db/schema/index.ts';
import type { Caller } from './checkout-helpers.ts';
import { bodyOf, call, type TestApp } from './helpers.ts';

/** A card issued by the back office: its id and its whole code (shown once). */
export async function issueCard(t: TestApp, admin: Caller, amount: number): Promise<{ id: string; code: string }> {
  const issued = bodyOf(await call(t, endpoints.issueGiftCard, { headers: admin.auth, body: { amount } }), 201);
  return { id: issued.data.id, code: issued.code };
}

/** A card's ledger in the order it was written. */
export async function ledgerOf(t: TestApp, cardId: string) {
  return t.ctx.db
    .select({ kind: giftCardLedger.kind, amountPaise: giftCardLedger.amountPaise, orderId: giftCardLedger.orderId })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, cardId))
    .orderBy(giftCardLedger.createdAt, giftCardLedger.id);
}

/** A card's balance: the sum of its ledger. */
export async function balanceOf(t: TestApp, cardId: string): Promise<number> {
  const rows = await queryRows<{ sum: number }>(
    t.ctx.db,
    sql`SELECT coalesce(sum(amount_paise), 0)::int AS sum FROM gift_card_ledger WHERE gift_card_id = ${cardId}`,
  );
  return rows[0]?.sum ?? 0;
}
