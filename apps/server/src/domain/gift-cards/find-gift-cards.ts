import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  GIFT_CARD_MESSAGES,
  GIFT_CARD_PAGE_SIZE,
  maskGiftCardCode,
  normalizeGiftCardCode,
  paiseToRupees,
  type GiftCard,
  type GiftCardEntry,
  type ListGiftCardsQuery,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardLedger, giftCards, users } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { giftCardCodeHash } from './gift-card-codes.ts';
import { purchasesOfCards } from './find-gift-card-purchases.ts';
import { giftCardColumns, giftCardStatusAt, presentGiftCard } from './gift-card-reads.ts';

/** A search names a whole code, a code's last four characters, or (part of) a recipient's e-mail. */
function searchCondition(search: string): SQL | undefined {
  const code = normalizeGiftCardCode(search);
  const conditions: SQL[] = [sql`lower(${giftCards.recipientEmail}) LIKE ${`%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`];
  if (code.length === 4) conditions.push(eq(giftCards.lastFour, code));
  if (code.length > 4) conditions.push(eq(giftCards.codeHash, giftCardCodeHash(code)));
  return or(...conditions);
}

/** The back office's list: newest first, a page at a time, by search and status. */
export async function listGiftCards(
  db: DbOrTx,
  query: ListGiftCardsQuery,
  now = new Date(),
): Promise<{ data: GiftCard[]; total: number; page: number; totalPages: number }> {
  const where = and(
    query.search ? searchCondition(query.search) : undefined,
    query.status ? sql`${giftCardStatusAt(now)} = ${query.status}` : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(giftCards).where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select(giftCardColumns(now))
    .from(giftCards)
    .where(where)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(GIFT_CARD_PAGE_SIZE)
    .offset((query.page - 1) * GIFT_CARD_PAGE_SIZE);
  const purchases = await purchasesOfCards(
    db,
    rows.map((row) => row.card.id),
  );
  return {
    data: rows.map((row) => ({ ...presentGiftCard(row), purchase: purchases.get(row.card.id) ?? null })),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / GIFT_CARD_PAGE_SIZE)),
  };
}

/** One card and its ledger, oldest entry first, each with the balance after it. */
export async function getGiftCard(db: DbOrTx, id: string, now = new Date()): Promise<{ card: GiftCard; ledger: GiftCardEntry[] }> {
  const [row] = await db.select(giftCardColumns(now)).from(giftCards).where(eq(giftCards.id, id));
  if (!row) throw notFound(GIFT_CARD_MESSAGES.notFound);
  const entries = await db
    .select({ entry: giftCardLedger, actorName: users.userName })
    .from(giftCardLedger)
    .leftJoin(users, eq(users.id, giftCardLedger.actorId))
    .where(eq(giftCardLedger.giftCardId, id))
    .orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.id));
  let balancePaise = 0;
  const ledger = entries.map(({ entry, actorName }) => {
    balancePaise += entry.amountPaise;
    return {
      id: entry.id,
      kind: entry.kind,
      amount: paiseToRupees(entry.amountPaise),
      balanceAfter: paiseToRupees(balancePaise),
      orderId: entry.orderId,
      note: entry.note,
      actorName: actorName ?? null,
      createdAt: entry.createdAt.toISOString(),
    };
  });
  const purchases = await purchasesOfCards(db, [id]);
  return { card: { ...presentGiftCard(row), purchase: purchases.get(id) ?? null }, ledger };
}

/** What a code holds, for the shopper who has it; an unknown code is not found (nothing else is told of it). */
export async function checkGiftCard(db: DbOrTx, code: string, now = new Date()) {
  const [row] = await db
    .select(giftCardColumns(now))
    .from(giftCards)
    .where(eq(giftCards.codeHash, giftCardCodeHash(code)));
  if (!row) throw notFound(GIFT_CARD_MESSAGES.notFound);
  const card = presentGiftCard(row);
  return {
    maskedCode: maskGiftCardCode(row.card.lastFour),
    status: card.status,
    balance: card.balance,
    activeFrom: card.activeFrom,
    expiresAt: card.expiresAt,
  };
}
