import { randomUUID } from 'node:crypto';
import { addresses, products, users } from '../src/db/schema/index.ts';
import { issueToken } from '../src/domain/auth/tokens.ts';
import type { TestApp } from './helpers.ts';

export type ProductOverrides = Partial<Omit<typeof products.$inferInsert, 'id' | 'effectivePricePaise' | 'searchDocument'>>;

let productSequence = 0;

/** Factory: a product straight in the database (amounts in paise), unique title per call. */
export async function createProduct(t: Pick<TestApp, 'ctx'>, overrides: ProductOverrides = {}) {
  productSequence += 1;
  const [product] = await t.ctx.db
    .insert(products)
    .values({
      image: `/uploads/test-${productSequence}.webp`,
      title: `Test Eau de Parfum ${productSequence} ${randomUUID().slice(0, 6)}`,
      description: 'A test fragrance with notes of bergamot, iris and sandalwood.',
      category: 'luxury',
      brand: 'Aurelle',
      pricePaise: 250_000,
      salePricePaise: 0,
      totalStock: 10,
      gender: 'female',
      fragranceType: 'floral',
      ...overrides,
    })
    .returning();
  if (!product) throw new Error('createProduct: insert returned no row');
  return product;
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
    .returning({ id: users.id, email: users.email, tokenVersion: users.tokenVersion });
  return rows.map((user) => {
    const token = issueToken({ sub: user.id, ver: user.tokenVersion, role: 'user' }, t.config.JWT_SECRET);
    return { user, token, auth: { authorization: `Bearer ${token}` } };
  });
}
