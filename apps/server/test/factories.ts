import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { addresses, productVariants, users, userSessions, type products } from '../src/db/schema/index.ts';
import { insertCatalogProduct, syncProductVariants, type NewVariant } from '../src/db/product-variants.ts';
import { issueToken, TOKEN_TTL_SECONDS } from '../src/domain/auth/tokens.ts';
import type { TestApp } from './helpers.ts';

export type ProductOverrides = Partial<Omit<typeof products.$inferInsert, 'id' | 'effectivePricePaise' | 'searchDocument' | 'variants'>> & {
  /** The sizes; without them one 100 ml size carries pricePaise, salePricePaise and totalStock. */
  variants?: NewVariant[];
};

let productSequence = 0;

/** Factory: a product straight in the database (amounts in paise), unique title per call. */
export async function createProduct(t: Pick<TestApp, 'ctx'>, overrides: ProductOverrides = {}) {
  productSequence += 1;
  const { pricePaise = 250_000, salePricePaise = 0, totalStock = 10, variants, ...values } = overrides;
  return insertCatalogProduct(
    t.ctx.db,
    {
      image: `/uploads/test-${productSequence}.webp`,
      title: `Test Eau de Parfum ${productSequence} ${randomUUID().slice(0, 6)}`,
      description: 'A test fragrance with notes of bergamot, iris and sandalwood.',
      category: 'luxury',
      brand: 'Aurelle',
      gender: 'female',
      fragranceType: 'floral',
      ...values,
    },
    variants ?? [{ pricePaise, salePricePaise, stock: totalStock }],
  );
}

/** Sets the stock of a product's default size (its first), straight in the database, keeping the product's sum true. */
export async function setStock(t: Pick<TestApp, 'ctx'>, productId: string, stock: number) {
  await t.ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position))
      .limit(1);
    if (!first) throw new Error('setStock: the product has no size');
    await tx.update(productVariants).set({ stock }).where(eq(productVariants.id, first.id));
    await syncProductVariants(tx, productId);
  });
}

/** Factory: a delivery address for a user, straight in the database. */
export async function createAddress(t: Pick<TestApp, 'ctx'>, userId: string, overrides: Partial<typeof addresses.$inferInsert> = {}) {
  const [address] = await t.ctx.db
    .insert(addresses)
    .values({
      userId,
      fullName: 'Asha Rao',
      phoneNumber: '9876543210',
      addressLine1: '12 Carter Road',
      addressLine2: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400050',
      ...overrides,
    })
    .returning();
  if (!address) throw new Error('createAddress: insert returned no row');
  return address;
}

/**
 * Many shoppers at once for load and race tests: rows inserted in one statement with an unusable password
 * hash (they sign in by token only), each with an API token.
 */
export async function createShoppersInBulk(t: Pick<TestApp, 'ctx' | 'config'>, count: number) {
  const batch = randomUUID().slice(0, 8);
  const rows = await t.ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userName: `Load Shopper ${i + 1}`,
        email: `load.${batch}.${i + 1}@example.com`,
        passwordHash: 'token-only',
      })),
    )
    .returning({ id: users.id, email: users.email });
  // One session row each, inserted together, then a token naming it.
  const sessions = await t.ctx.db
    .insert(userSessions)
    .values(rows.map((user) => ({ userId: user.id, expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS * 1000) })))
    .returning({ id: userSessions.id, userId: userSessions.userId });
  const sessionOf = new Map(sessions.map((session) => [session.userId, session.id]));
  return Promise.all(
    rows.map(async (user) => {
      const token = await issueToken({ sub: user.id, sid: sessionOf.get(user.id) ?? '', role: 'user' }, t.config.JWT_SECRET);
      return { user, token, auth: { authorization: `Bearer ${token}` } };
    }),
  );
}

/** The id of a product's default size (the first), as createProduct made it. */
export function defaultVariantId(product: { variants: ReadonlyArray<{ id: string }> }): string {
  const [first] = product.variants;
  if (!first) throw new Error('defaultVariantId: the product has no size');
  return first.id;
}
