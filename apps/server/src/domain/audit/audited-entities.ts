import { asc, eq } from 'drizzle-orm';
import { maskGiftCardCode, type AuditEntityType } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  coupons,
  deliverySettings,
  emailCampaigns,
  featureImages,
  fragranceNotes,
  giftCards,
  offers,
  giftCardSettings,
  orderNotes,
  orders,
  products,
  refunds,
  returnRequests,
  reviews,
  shopSettings,
  users,
} from '../../db/schema/index.ts';
import type { Snapshot } from './diff-snapshots.ts';
import { giftCardColumns } from '../gift-cards/gift-card-reads.ts';

/** Dates become ISO strings, as they are stored (jsonb) and shown. */
function asJson(row: object): Snapshot {
  return JSON.parse(JSON.stringify(row)) as Snapshot;
}

/** A row without the fields an audit must never hold (secrets) or that change on their own (derived, timestamps). */
function without<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Snapshot {
  const copy: Partial<T> = { ...row };
  for (const key of keys) delete copy[key];
  return asJson(copy);
}

interface AuditedEntity {
  /** The entity as it stands, or null when there is none (before a create, after a delete). */
  load(db: DbOrTx, id: string): Promise<Snapshot | null>;
  /** How a person names it in the log (searched). */
  label(snapshot: Snapshot, id: string): string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function loadProduct(db: DbOrTx, id: string): Promise<Snapshot | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  // Variants (with their stock) are in the presented projection; the rest is derived or changes by itself.
  return row
    ? without(row, ['searchDocument', 'noteWords', 'effectivePricePaise', 'averageReview', 'reviewCount', 'createdAt', 'updatedAt'])
    : null;
}

async function loadOrder(db: DbOrTx, id: string): Promise<Snapshot | null> {
  const [row] = await db
    .select({ order: orders, shopperEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const [orderRefunds, orderReturns, notes] = await Promise.all([
    db
      .select({ id: refunds.id, kind: refunds.kind, amountPaise: refunds.amountPaise, status: refunds.status, reason: refunds.reason })
      .from(refunds)
      .where(eq(refunds.orderId, id))
      .orderBy(asc(refunds.createdAt)),
    db
      .select({
        id: returnRequests.id,
        status: returnRequests.status,
        amountPaise: returnRequests.amountPaise,
        rejectionReason: returnRequests.rejectionReason,
        restocked: returnRequests.restocked,
      })
      .from(returnRequests)
      .where(eq(returnRequests.orderId, id))
      .orderBy(asc(returnRequests.createdAt)),
    db
      .select({ id: orderNotes.id, body: orderNotes.body })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, id))
      .orderBy(asc(orderNotes.createdAt)),
  ]);
  return {
    ...without(row.order, ['providerOrderId', 'updatedAt', 'createdAt']),
    shopperEmail: row.shopperEmail,
    refunds: asJson(orderRefunds),
    returns: asJson(orderReturns),
    notes: asJson(notes),
  };
}

/** Each entity the back office writes, by the type the log files it under. */
export const auditedEntities: Record<AuditEntityType, AuditedEntity | null> = {
  product: { load: loadProduct, label: (snapshot) => text(snapshot.title) },
  'feature-image': {
    load: async (db, id) => {
      const [row] = await db.select().from(featureImages).where(eq(featureImages.id, id));
      return row ? asJson(row) : null;
    },
    label: (snapshot) => text(snapshot.image),
  },
  note: {
    load: async (db, id) => {
      const [row] = await db.select().from(fragranceNotes).where(eq(fragranceNotes.id, id));
      return row ? asJson(row) : null;
    },
    label: (snapshot) => text(snapshot.name),
  },
  // The code's hash stays out of the log; the card is named by its masked code, with its ledger's sum.
  'gift-card': {
    load: async (db, id) => {
      const [row] = await db.select(giftCardColumns(new Date())).from(giftCards).where(eq(giftCards.id, id));
      return row ? { ...without(row.card, ['codeHash']), balancePaise: row.balancePaise, status: row.status } : null;
    },
    label: (snapshot) => maskGiftCardCode(text(snapshot.lastFour)),
  },
  order: { load: loadOrder, label: (snapshot, id) => `Order ${id.slice(0, 8)} · ${text(snapshot.shopperEmail)}` },
  user: {
    load: async (db, id) => {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? without(row, ['passwordHash', 'updatedAt']) : null;
    },
    label: (snapshot) => text(snapshot.email),
  },
  campaign: {
    load: async (db, id) => {
      const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
      return row ? asJson(row) : null;
    },
    label: (snapshot) => text(snapshot.subject),
  },
  settings: {
    // The shop's registration is record '1'; its delivery terms, kept in their own row, are 'delivery'.
    load: async (db, id) => {
      if (id === 'gift-cards') {
        // Never saved: the defaults apply, and the record's "before" is empty.
        const [giftCardRow] = await db.select().from(giftCardSettings).where(eq(giftCardSettings.id, 1));
        return giftCardRow ? without(giftCardRow, ['updatedAt', 'updatedBy']) : null;
      }
      const [row] =
        id === 'delivery'
          ? await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1))
          : await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
      return row ? without(row, ['updatedAt', 'updatedBy']) : null;
    },
    label: (_snapshot, id) => (id === 'delivery' ? 'Delivery settings' : id === 'gift-cards' ? 'Gift card settings' : 'Shop settings'),
  },
  coupon: {
    load: async (db, id) => {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
      return row ? without(row, ['createdAt', 'updatedAt', 'createdBy']) : null;
    },
    label: (snapshot) => text(snapshot.code),
  },
  offer: {
    load: async (db, id) => {
      const [row] = await db.select().from(offers).where(eq(offers.id, id));
      return row ? without(row, ['createdAt', 'updatedAt', 'createdBy']) : null;
    },
    label: (snapshot) => text(snapshot.name),
  },
  review: {
    // What moderation changes: the state and the house's answer (not the helpful count, which moves by itself).
    load: async (db, id) => {
      const [row] = await db
        .select({
          status: reviews.status,
          photosWaiting: reviews.photosWaiting,
          replyMessage: reviews.replyMessage,
          userName: reviews.userName,
          title: products.title,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.id, id));
      return row ? asJson(row) : null;
    },
    label: (snapshot) => `${text(snapshot.userName)} on ${text(snapshot.title)}`,
  },
  // Writes without one entity to compare: an import (what it did is in its answer) and an image upload.
  catalog: null,
  image: null,
};
