import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  GIFT_CARD_MESSAGES,
  GIFT_CARD_PURCHASE_PAGE_SIZE,
  maskGiftCardCode,
  paiseToRupees,
  type AdminGiftCardPurchase,
  type GiftCardPurchase,
  type GiftCardStatus,
  type ListGiftCardPurchasesQuery,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardPurchases, giftCards, users } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { giftCardStatusAt } from './gift-card-reads.ts';

type PurchaseRow = typeof giftCardPurchases.$inferSelect;
interface CardFacts {
  lastFour: string;
  status: GiftCardStatus;
  expiresAt: Date;
}

function presentPurchase(purchase: PurchaseRow, card: CardFacts | null): GiftCardPurchase {
  return {
    id: purchase.id,
    amount: paiseToRupees(purchase.amountPaise),
    status: purchase.status,
    forSelf: purchase.forSelf,
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    recipientWhatsapp: purchase.recipientWhatsapp,
    message: purchase.message,
    deliverOn: purchase.deliverOn,
    maskedCode: card ? maskGiftCardCode(card.lastFour) : null,
    cardStatus: card?.status ?? null,
    expiresAt: card?.expiresAt.toISOString() ?? null,
    deliveredAt: purchase.deliveredAt?.toISOString() ?? null,
    receiptNumber: purchase.receiptNumber,
    paidAt: purchase.paidAt?.toISOString() ?? null,
    createdAt: purchase.createdAt.toISOString(),
  };
}

function purchaseColumns(now: Date) {
  return {
    purchase: giftCardPurchases,
    lastFour: giftCards.lastFour,
    cardStatus: giftCardStatusAt(now),
    expiresAt: giftCards.expiresAt,
  };
}

type JoinedRow = { purchase: PurchaseRow; lastFour: string | null; cardStatus: GiftCardStatus | null; expiresAt: Date | null };

function cardOf(row: JoinedRow): CardFacts | null {
  return row.lastFour && row.cardStatus && row.expiresAt
    ? { lastFour: row.lastFour, status: row.cardStatus, expiresAt: row.expiresAt }
    : null;
}

/** The signed-in shopper's purchases, newest first (every state: a failed payment shows as such). */
export async function listMyGiftCardPurchases(db: DbOrTx, userId: string, now = new Date()): Promise<GiftCardPurchase[]> {
  const rows: JoinedRow[] = await db
    .select(purchaseColumns(now))
    .from(giftCardPurchases)
    .leftJoin(giftCards, eq(giftCards.id, giftCardPurchases.giftCardId))
    .where(eq(giftCardPurchases.buyerId, userId))
    .orderBy(desc(giftCardPurchases.createdAt), desc(giftCardPurchases.id))
    .limit(200);
  return rows.map((row) => presentPurchase(row.purchase, cardOf(row)));
}

/** One purchase of the shopper's own (another's is not found). */
export async function findMyGiftCardPurchase(db: DbOrTx, input: { userId: string; purchaseId: string }, now = new Date()) {
  const [row] = await db
    .select({ ...purchaseColumns(now), buyerName: users.userName, buyerEmail: users.email })
    .from(giftCardPurchases)
    .innerJoin(users, eq(users.id, giftCardPurchases.buyerId))
    .leftJoin(giftCards, eq(giftCards.id, giftCardPurchases.giftCardId))
    .where(and(eq(giftCardPurchases.id, input.purchaseId), eq(giftCardPurchases.buyerId, input.userId)));
  if (!row) throw notFound(GIFT_CARD_MESSAGES.purchaseNotFound);
  return { purchase: presentPurchase(row.purchase, cardOf(row)), buyerName: row.buyerName, buyerEmail: row.buyerEmail };
}

/** The back office's purchases with their payment state and buyer, newest first, a page at a time. */
export async function listGiftCardPurchases(
  db: DbOrTx,
  query: ListGiftCardPurchasesQuery,
  now = new Date(),
): Promise<{ data: AdminGiftCardPurchase[]; total: number; page: number; totalPages: number }> {
  const where = query.status ? eq(giftCardPurchases.status, query.status) : undefined;
  const [counted] = await db.select({ total: count() }).from(giftCardPurchases).where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select({ ...purchaseColumns(now), buyerName: users.userName, buyerEmail: users.email })
    .from(giftCardPurchases)
    .innerJoin(users, eq(users.id, giftCardPurchases.buyerId))
    .leftJoin(giftCards, eq(giftCards.id, giftCardPurchases.giftCardId))
    .where(where)
    .orderBy(desc(giftCardPurchases.createdAt), desc(giftCardPurchases.id))
    .limit(GIFT_CARD_PURCHASE_PAGE_SIZE)
    .offset((query.page - 1) * GIFT_CARD_PURCHASE_PAGE_SIZE);
  return {
    data: rows.map((row) => ({
      ...presentPurchase(row.purchase, cardOf(row)),
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      giftCardId: row.purchase.giftCardId,
      provider: row.purchase.provider,
      providerOrderId: row.purchase.providerOrderId,
      providerPaymentId: row.purchase.providerPaymentId,
      failureReason: row.purchase.failureReason,
    })),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / GIFT_CARD_PURCHASE_PAGE_SIZE)),
  };
}

/** Who bought each of these cards and the purchase's payment state, for the back office's card list. */
export async function purchasesOfCards(db: DbOrTx, cardIds: readonly string[]) {
  if (cardIds.length === 0) return new Map<string, { id: string; buyerName: string; buyerEmail: string; status: PurchaseRow['status'] }>();
  const rows = await db
    .select({
      giftCardId: giftCardPurchases.giftCardId,
      id: giftCardPurchases.id,
      buyerName: users.userName,
      buyerEmail: users.email,
      status: giftCardPurchases.status,
    })
    .from(giftCardPurchases)
    .innerJoin(users, eq(users.id, giftCardPurchases.buyerId))
    .where(inArray(giftCardPurchases.giftCardId, [...cardIds]));
  return new Map(rows.flatMap(({ giftCardId, ...purchase }) => (giftCardId ? [[giftCardId, purchase] as const] : [])));
}
