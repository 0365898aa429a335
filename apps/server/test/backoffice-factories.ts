import { randomUUID } from 'node:crypto';
import type { AddressSnapshot, OrderStatus, PaymentStatus, TeamRole } from '@aurelle/contract';
import { orderItems, orders, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/domain/auth/passwords.ts';
import { startSession } from '../src/domain/auth/sessions.ts';
import type { TestApp } from './helpers.ts';

/** One real argon2 hash shared by every account these factories make (hashing 100+ users would be slow). */
let sharedHash: Promise<string> | undefined;
export const ACCOUNT_PASSWORD = 'correct-horse-9';

let accountSequence = 0;

export interface AccountOverrides {
  role?: 'user' | 'admin';
  /** An admin's team role (default owner). */
  teamRole?: TeamRole;
  userName?: string;
  email?: string;
  isActive?: boolean;
  unsubscribedAt?: Date | null;
  createdAt?: Date;
}

/** Factory: an account straight in the database, with a Bearer token for the API. */
export async function createAccount(t: Pick<TestApp, 'ctx' | 'config'>, overrides: AccountOverrides = {}) {
  accountSequence += 1;
  sharedHash ??= hashPassword(ACCOUNT_PASSWORD);
  const role = overrides.role ?? 'user';
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      userName: overrides.userName ?? `Shopper ${accountSequence}`,
      email: overrides.email ?? `${role}.${accountSequence}.${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await sharedHash,
      role,
      teamRole: role === 'admin' ? (overrides.teamRole ?? 'owner') : null,
      isActive: overrides.isActive ?? true,
      unsubscribedAt: overrides.unsubscribedAt ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {}),
    })
    .returning();
  if (!user) throw new Error('createAccount: insert returned no row');
  const { token } = await startSession(t.ctx.db, { userId: user.id, role: user.role, secret: t.config.JWT_SECRET });
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export const testAddress: AddressSnapshot = {
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  addressLine1: '14 Marine Drive',
  addressLine2: null,
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400020',
};

export interface OrderOverrides {
  userId: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  items?: Array<{ productId?: string | null; title?: string; image?: string; unitPricePaise?: number; quantity?: number }>;
  discountPaise?: number;
  createdAt?: Date;
  paidAt?: Date | null;
  address?: AddressSnapshot;
}

/** Factory: an order with its lines straight in the database; totals follow from the lines. */
export async function createOrder(t: Pick<TestApp, 'ctx'>, overrides: OrderOverrides) {
  const lines = (overrides.items ?? [{}]).map((item, index) => ({
    productId: item.productId ?? null,
    title: item.title ?? `Eau de Parfum ${index + 1}`,
    image: item.image ?? '/uploads/test.webp',
    unitPricePaise: item.unitPricePaise ?? 250_000,
    quantity: item.quantity ?? 1,
  }));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const discountPaise = overrides.discountPaise ?? 0;
  const paymentStatus = overrides.paymentStatus ?? 'completed';
  const createdAt = overrides.createdAt ?? new Date();
  const [order] = await t.ctx.db
    .insert(orders)
    .values({
      userId: overrides.userId,
      status: overrides.status ?? 'confirmed',
      paymentStatus,
      paymentMethod: 'razorpay',
      paymentProvider: 'simulated',
      subtotalPaise,
      discountPaise,
      totalPaise: subtotalPaise - discountPaise,
      addressSnapshot: overrides.address ?? testAddress,
      providerPaymentId: paymentStatus === 'completed' ? `pay_${randomUUID().slice(0, 12)}` : null,
      paidAt: overrides.paidAt === undefined ? (paymentStatus === 'completed' ? createdAt : null) : overrides.paidAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!order) throw new Error('createOrder: insert returned no row');
  await t.ctx.db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
  return order;
}
