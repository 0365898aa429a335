import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import {
  endpoints,
  productTableSortValues,
  productTableStockFilters,
  sizeStatusValues,
  type EditSizesRequest,
  type EndpointInput,
  type ProductTableQuery,
  type ProductTableRow,
  type SizeChangeInput,
  type SizeStatus,
} from '@aurelle/contract';
import { products, productVariants, shopSettings, stockChanges } from '../src/db/schema/index.ts';
import { isLowStock } from '../src/domain/catalog/low-stock/low-stock-rule.ts';
import { createAccount } from './backoffice-factories.ts';
import { createProduct } from './factories.ts';
import { createPaymentOrder, shopperWithCart } from './checkout-helpers.ts';
import { bodyOf, call, createTestApp, malformed, type TestApp } from './helpers.ts';
import { productInput } from './catalog-helpers.ts';

/*
 * Products and stock: the back office's table of sizes (filters and sorts checked against a brute force over
 * a generated catalog), inline and bulk edits saved all or nothing, the stock ledger, and stock edits that never lose
 * one another under concurrency (decision 087). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let otherAdmin: Awaited<ReturnType<typeof createAccount>>;
let customer: Awaited<ReturnType<typeof createAccount>>;

const SHOP_DEFAULT_THRESHOLD = 4;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Meera Admin' });
  otherAdmin = await createAccount(t, { role: 'admin', userName: 'Ravi Admin' });
  customer = await createAccount(t, { userName: 'Asha Customer' });
  await t.ctx.db.update(shopSettings).set({ lowStockThreshold: SHOP_DEFAULT_THRESHOLD }).where(eq(shopSettings.id, 1));
});
afterAll(async () => {
  await t.close();
});

type TableQuery = EndpointInput<typeof endpoints.listProductTable>['query'];
async function table(query: TableQuery = {}) {
  return bodyOf(await call(t, endpoints.listProductTable, { headers: admin.auth, query }), 200);
}
async function edit(variantIds: string[], change: SizeChangeInput, who = admin) {
  return call(t, endpoints.editSizes, { headers: who.auth, body: { variantIds, change } });
}
async function sizeRow(variantId: string) {
  const [row] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  if (!row) throw new Error('size not found');
  return row;
}
async function ledgerOf(variantId: string) {
  return t.ctx.db
    .select()
    .from(stockChanges)
    .where(eq(stockChanges.variantId, variantId))
    .orderBy(asc(stockChanges.createdAt), asc(stockChanges.stockBefore));
}

/** A small seeded generator, so a failing catalog can be made again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the table of sizes against a brute force over a generated catalog', () => {
  const BRANDS = ['Maison Alba', 'Oud House', 'Verdant', 'custom'];
  const FAMILIES = ['floral', 'woody', 'oud', 'citrus'] as const;
  const WORDS = ['Amber', 'Saffron', 'Vetiver', 'Iris', 'Neroli', 'Tonka', 'Cedar', 'Musk'];

  beforeAll(async () => {
    const random = seeded(16);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    for (let index = 0; index < 26; index += 1) {
      const brand = pick(BRANDS);
      const sizeCount = 1 + Math.floor(random() * 3);
      const sizes = [30, 50, 100].slice(0, sizeCount);
      const product = await createProduct(t, {
        title: `${pick(WORDS)} ${pick(WORDS)} ${String(index).padStart(2, '0')}`,
        brand,
        customBrand: brand === 'custom' ? 'Atelier Nuit' : null,
        fragranceType: pick(FAMILIES),
        variants: sizes.map((sizeMl, position) => {
          const pricePaise = (500 + Math.floor(random() * 9000)) * 100;
          return {
            sizeMl,
            sku: `BF-${String(index).padStart(2, '0')}-${sizeMl}`,
            pricePaise,
            salePricePaise: random() < 0.3 ? pricePaise - 10_000 : 0,
            stock: pick([0, 1, 2, 3, 4, 5, 6, 9, 12, 40]),
            // Never every size hidden: a product keeps one on sale.
            isHidden: position > 0 && random() < 0.25,
          };
        }),
      });
      for (const variant of product.variants) {
        if (random() < 0.35) {
          await t.ctx.db
            .update(productVariants)
            .set({ lowStockThreshold: pick([0, 2, 10]) })
            .where(eq(productVariants.id, variant.id));
        }
      }
      if (random() < 0.15) await t.ctx.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    }
  });

  interface Expected {
    row: ProductTableRow;
    titleRank: number;
    skuRank: number;
  }

  /** Every size read straight from the tables, with what the table should say of it, computed here. */
  async function bruteForce(): Promise<Expected[]> {
    const raw = await t.ctx.db
      .select({ v: productVariants, p: products })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId));
    // Text order is the database's collation: ask it for the order of titles and SKUs, decide the rest here.
    const titles = await queryRows<{ title: string }>(t.ctx.db, sql`SELECT DISTINCT lower(title) AS title FROM products ORDER BY 1`);
    const skus = await queryRows<{ sku: string }>(t.ctx.db, sql`SELECT sku FROM product_variants ORDER BY sku`);
    const titleRank = new Map(titles.map((row, rank) => [row.title, rank]));
    const skuRank = new Map(skus.map((row, rank) => [row.sku, rank]));
    return raw.map(({ v, p }) => {
      const threshold = v.lowStockThreshold ?? SHOP_DEFAULT_THRESHOLD;
      const status: SizeStatus = p.archivedAt
        ? 'archived'
        : v.isHidden
          ? 'hidden'
          : v.stock === 0
            ? 'out'
            : isLowStock(v.stock, v.lowStockThreshold, SHOP_DEFAULT_THRESHOLD)
              ? 'low'
              : 'active';
      return {
        titleRank: titleRank.get(p.title.toLowerCase()) ?? -1,
        skuRank: skuRank.get(v.sku) ?? -1,
        row: {
          variantId: v.id,
          productId: p.id,
          image: v.image ?? p.image,
          title: p.title,
          brand: p.brand === 'custom' && p.customBrand ? p.customBrand : p.brand,
          fragranceType: p.fragranceType as ProductTableRow['fragranceType'],
          sizeMl: v.sizeMl,
          kind: v.kind,
          name: v.name,
          sku: v.sku,
          price: v.pricePaise / 100,
          salePrice: v.salePricePaise / 100,
          saleStartsAt: v.saleStartsAt?.toISOString() ?? null,
          saleEndsAt: v.saleEndsAt?.toISOString() ?? null,
          stock: v.stock,
          lowStockThreshold: v.lowStockThreshold,
          threshold,
          shippingWeightGrams: v.shippingWeightGrams,
          boxLengthCm: v.boxLengthCm,
          boxBreadthCm: v.boxBreadthCm,
          boxHeightCm: v.boxHeightCm,
          isHidden: v.isHidden,
          archivedAt: p.archivedAt?.toISOString() ?? null,
          status,
        },
      };
    });
  }

  function expectedPage(all: Expected[], query: Partial<ProductTableQuery>): ProductTableRow[] {
    const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const kept = all.filter(({ row }) => {
      const lowInView = isLowStock(row.stock, row.lowStockThreshold, SHOP_DEFAULT_THRESHOLD) && !row.isHidden && !row.archivedAt;
      if (query.stock === 'low' && !lowInView) return false;
      if (query.stock === 'out' && row.stock !== 0) return false;
      if (query.stock === 'in' && row.stock === 0) return false;
      if (query.brand && row.brand.toLowerCase() !== query.brand.toLowerCase()) return false;
      if (query.family && row.fragranceType !== query.family) return false;
      if (query.status && row.status !== query.status) return false;
      return words.every((word) => [row.title, row.brand, row.sku].some((text) => text.toLowerCase().includes(word)));
    });
    const sort = query.sort ?? 'title';
    const sign = query.order === 'desc' ? -1 : 1;
    const key = (entry: Expected) =>
      sort === 'title' ? entry.titleRank : sort === 'sku' ? entry.skuRank : sort === 'price' ? entry.row.price : entry.row.stock;
    return kept
      .sort(
        (a, b) =>
          sign * (key(a) - key(b)) ||
          a.titleRank - b.titleRank ||
          a.row.sizeMl - b.row.sizeMl ||
          (a.row.variantId < b.row.variantId ? -1 : a.row.variantId > b.row.variantId ? 1 : 0),
      )
      .map((entry) => entry.row);
  }

  it('filters by stock and sorts by every column both ways, as the brute force does', async () => {
    const all = await bruteForce();
    expect(all.length).toBeGreaterThan(40);
    for (const stock of productTableStockFilters) {
      for (const sort of productTableSortValues) {
        for (const order of ['asc', 'desc'] as const) {
          const answer = await table({ stock, sort, order, limit: 100 });
          const expected = expectedPage(all, { stock, sort, order });
          expect(answer.rows, `stock=${stock} sort=${sort} order=${order}`).toEqual(expected);
          expect(answer.total).toBe(expected.length);
        }
      }
    }
  });

  it('filters by house, family, status and words, alone and together', async () => {
    const all = await bruteForce();
    const queries: Array<Partial<ProductTableQuery>> = [
      ...['Maison Alba', 'atelier nuit', 'Verdant', 'Nobody'].map((brand) => ({ brand })),
      ...FAMILIES.map((family) => ({ family })),
      ...sizeStatusValues.map((status) => ({ status })),
      { search: 'amber' },
      { search: 'Amber Iris' },
      { search: 'bf-07' },
      { search: 'atelier' },
      { search: '50' },
      { search: '%' },
      { brand: 'Oud House', stock: 'in' },
      { family: 'floral', status: 'low', sort: 'stock' },
      { stock: 'low', sort: 'stock', order: 'asc', search: 'a' },
    ];
    for (const query of queries) {
      const answer = await table({ ...query, limit: 100 });
      const expected = expectedPage(all, query);
      expect(answer.rows, JSON.stringify(query)).toEqual(expected);
      expect(answer.total, JSON.stringify(query)).toBe(expected.length);
    }
    // Statuses split the catalog; every one of them occurs in the generated catalog.
    const byStatus = sizeStatusValues.map((status) => all.filter((entry) => entry.row.status === status).length);
    expect(
      byStatus.every((count) => count > 0),
      JSON.stringify(byStatus),
    ).toBe(true);
  });

  it('pages through the same order, counts the Low-stock view and lists every house', async () => {
    const all = await bruteForce();
    const expected = expectedPage(all, { sort: 'price', order: 'desc' });
    const first = await table({ sort: 'price', order: 'desc', limit: 7 });
    expect(first.totalPages).toBe(Math.ceil(expected.length / 7));
    const pages = [first];
    for (let page = 2; page <= first.totalPages; page += 1) pages.push(await table({ sort: 'price', order: 'desc', limit: 7, page }));
    expect(pages.flatMap((answer) => answer.rows)).toEqual(expected);
    expect((await table({ page: first.totalPages + 1, limit: 7 })).rows).toEqual([]);

    expect(first.lowStockCount).toBe(expectedPage(all, { stock: 'low' }).length);
    expect(first.shopLowStockThreshold).toBe(SHOP_DEFAULT_THRESHOLD);
    expect([...first.brands].sort()).toEqual([...new Set(all.map((entry) => entry.row.brand))].sort());
  });

  it('refuses a query it cannot read with what is allowed, and anyone but an admin', async () => {
    for (const [query, field, message] of [
      ['stock=some', 'stock', "stock is 'all', 'low', 'out' or 'in'"],
      ['sort=colour', 'sort', "sort is 'title', 'price', 'stock' or 'sku'"],
      ['order=up', 'order', "order is 'asc' or 'desc'"],
      ['status=lost', 'status', "status is 'active', 'low', 'out', 'hidden' or 'archived'"],
      ['family=fruity', 'family', 'Choose a fragrance family from the list'],
      ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
      ['page=1.5', 'page', 'page must be a whole number from 1 to 100000'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/products/table?${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    }
    expect((await call(t, endpoints.listProductTable, { headers: customer.auth })).status).toBe(403);
    expect((await call(t, endpoints.listProductTable, {})).status).toBe(401);
  });
});

describe('inline edits', () => {
  it('saves a price and a sale price with the product form’s rules and messages, and the shop shows them', async () => {
    const product = await createProduct(t, {
      title: 'Inline Oud',
      variants: [{ sizeMl: 50, sku: 'INL-OUD-50', pricePaise: 450_000, stock: 8 }],
    });
    const [size] = product.variants;
    if (!size) throw new Error('no size');
    // The shop's page is read (and cached) before the edit: the edit must drop that cache.
    expect(bodyOf(await call(t, endpoints.getProduct, { params: { id: product.id } }), 200).data.price).toBe(4500);

    const saved = bodyOf(await edit([size.id], { kind: 'setPrice', to: 4200 }), 200);
    expect(saved.message).toBe('Price updated on 1 size');
    expect(saved.rows).toMatchObject([{ variantId: size.id, price: 4200, status: 'active' }]);
    expect(saved.changes).toEqual([{ variantId: size.id, sku: 'INL-OUD-50', field: 'price', before: 4500, after: 4200 }]);
    expect(bodyOf(await call(t, endpoints.getProduct, { params: { id: product.id } }), 200).data.price).toBe(4200);

    for (const [change, message] of [
      [{ kind: 'setPrice', to: 'abc' }, 'Price must be a number'],
      [{ kind: 'setPrice', to: 0 }, 'Price must be greater than 0'],
      [{ kind: 'setPrice', to: 12.345 }, 'Price must be an amount in rupees with at most 2 decimal places'],
      [{ kind: 'setSalePrice', to: -1 }, 'Sale price must not be negative'],
    ] as const) {
      const res = await edit([size.id], malformed(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(bodyOf(res, 400).errors), JSON.stringify(change)).toContain(message);
    }
    const notBelow = await edit([size.id], { kind: 'setSalePrice', to: 4200 });
    expect(bodyOf(notBelow, 400).message).toBe('Sale price must be lower than the price (the price is ₹4,200.00)');

    expect(bodyOf(await edit([size.id], { kind: 'setSalePrice', to: 3999.5 }), 200).rows[0]?.salePrice).toBe(3999.5);
    const shown = bodyOf(await call(t, endpoints.getProduct, { params: { id: product.id } }), 200).data;
    expect([shown.price, shown.salePrice]).toEqual([4200, 3999.5]);
    // A price at or below the sale price is refused too.
    expect(bodyOf(await edit([size.id], { kind: 'setPrice', to: 3999.5 }), 400).message).toBe(
      'Sale price must be lower than the price (the sale price is ₹3,999.50)',
    );
    expect((await sizeRow(size.id)).pricePaise).toBe(420_000);
  });

  it('changes stock by a difference with its reason, recorded in the ledger and the size’s history, and the shop shows it', async () => {
    const product = await createProduct(t, {
      title: 'Inline Musk',
      variants: [{ sizeMl: 100, sku: 'INL-MUSK-100', pricePaise: 300_000, stock: 2 }],
    });
    const variantId = product.variants[0]?.id ?? '';
    expect(bodyOf(await call(t, endpoints.getProduct, { params: { id: product.id } }), 200).data.totalStock).toBe(2);

    const restocked = bodyOf(await edit([variantId], { kind: 'adjustStock', by: 10, reason: '  Restock ' }), 200);
    expect(restocked.rows).toMatchObject([{ stock: 12, status: 'active' }]);
    const corrected = bodyOf(await edit([variantId], { kind: 'adjustStock', by: -1, reason: 'Damaged' }, otherAdmin), 200);
    expect(corrected.rows[0]?.stock).toBe(11);

    expect(await ledgerOf(variantId)).toMatchObject([
      { delta: 10, stockBefore: 2, stockAfter: 12, reason: 'Restock', adminId: admin.user.id, productId: product.id },
      { delta: -1, stockBefore: 12, stockAfter: 11, reason: 'Damaged', adminId: otherAdmin.user.id },
    ]);
    const history = bodyOf(await call(t, endpoints.getStockHistory, { headers: admin.auth, params: { id: variantId } }), 200).changes;
    expect(history.map(({ delta, stockBefore, stockAfter, reason, by }) => ({ delta, stockBefore, stockAfter, reason, by }))).toEqual([
      { delta: -1, stockBefore: 12, stockAfter: 11, reason: 'Damaged', by: 'Ravi Admin' },
      { delta: 10, stockBefore: 2, stockAfter: 12, reason: 'Restock', by: 'Meera Admin' },
    ]);
    const shown = bodyOf(await call(t, endpoints.getProduct, { params: { id: product.id } }), 200).data;
    expect([shown.totalStock, shown.variants[0]?.stock]).toEqual([11, 11]);

    for (const [change, message] of [
      [{ kind: 'adjustStock', by: 3 }, 'Give a reason for the stock change'],
      [{ kind: 'adjustStock', by: 3, reason: '   ' }, 'Give a reason for the stock change'],
      [{ kind: 'adjustStock', by: 0, reason: 'Restock' }, 'Change must not be 0'],
      [{ kind: 'adjustStock', by: 1.5, reason: 'Restock' }, 'Change must be a whole number'],
      [{ kind: 'adjustStock', by: '', reason: 'Restock' }, 'Change must be a number'],
      [{ kind: 'setStock', to: -2, reason: 'Correction' }, 'Stock must not be negative'],
      [{ kind: 'paint', to: 3 }, 'Choose what to change'],
      [{ kind: 'setLowStockThreshold', to: 'high' }, 'Low-stock threshold must be a number'],
    ] as const) {
      const res = await edit([variantId], malformed(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(bodyOf(res, 400)), JSON.stringify(change)).toContain(message);
    }
    const below = await edit([variantId], { kind: 'adjustStock', by: -12, reason: 'Correction' });
    expect(bodyOf(below, 400).message).toBe('Stock cannot go below 0 (it has 11)');
    expect((await sizeRow(variantId)).stock).toBe(11);
    expect(await ledgerOf(variantId)).toHaveLength(2);
  });

  it('files the product form’s stock changes in the same ledger: a new product from 0, an edit by its difference', async () => {
    const added = bodyOf(
      await call(t, endpoints.addProduct, { headers: admin.auth, body: productInput({ title: 'Ledger Oud', totalStock: 7 }) }),
      201,
    ).data;
    const [size] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.productId, added._id));
    if (!size) throw new Error('the new product has no size');
    expect(await ledgerOf(size.id)).toMatchObject([
      { delta: 7, stockBefore: 0, stockAfter: 7, reason: 'New product', adminId: admin.user.id },
    ]);

    const edited = productInput({ title: 'Ledger Oud', totalStock: 4, previousTotalStock: 7 });
    expect((await call(t, endpoints.editProduct, { headers: otherAdmin.auth, params: { id: added._id }, body: edited })).status).toBe(200);
    // An edit that leaves the stock alone files nothing more.
    expect(
      (await call(t, endpoints.editProduct, { headers: admin.auth, params: { id: added._id }, body: { ...edited, previousTotalStock: 4 } }))
        .status,
    ).toBe(200);
    expect(await ledgerOf(size.id)).toMatchObject([
      { delta: 7, stockAfter: 7, reason: 'New product' },
      { delta: -3, stockBefore: 7, stockAfter: 4, reason: 'Product form', adminId: otherAdmin.user.id },
    ]);
  });

  it('refuses no sizes, an unknown size and callers who are not admins, changing nothing', async () => {
    const product = await createProduct(t, { title: 'Inline Cedar', totalStock: 5 });
    const variantId = product.variants[0]?.id ?? '';
    expect(bodyOf(await edit([], { kind: 'adjustStock', by: 1, reason: 'Restock' }), 400).errors?.variantIds).toEqual([
      'Select at least one size',
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const gone = await edit([variantId, unknown], { kind: 'adjustStock', by: 1, reason: 'Restock' });
    expect(bodyOf(gone, 404).message).toBe('Some of the selected sizes no longer exist; reload the table');
    expect((await call(t, endpoints.getStockHistory, { headers: admin.auth, params: { id: unknown } })).status).toBe(404);
    const body: EditSizesRequest = { variantIds: [variantId], change: { kind: 'adjustStock', by: 1, reason: 'Restock' } };
    expect((await call(t, endpoints.editSizes, { headers: customer.auth, body })).status).toBe(403);
    expect((await call(t, endpoints.editSizes, { body })).status).toBe(401);
    expect((await call(t, endpoints.getStockHistory, { headers: customer.auth, params: { id: variantId } })).status).toBe(403);
    expect((await sizeRow(variantId)).stock).toBe(5);
    expect(await ledgerOf(variantId)).toEqual([]);
  });
});

describe('bulk edits, all or nothing', () => {
  /** Two sizes of one product and one of another (SKUs tagged per test): ₹1,299 ×5, ₹1,999 on sale at ₹1,899 ×2, ₹5 ×10. */
  async function threeSizes(tag: string) {
    const product = await createProduct(t, {
      title: `Bulk Vetiver ${tag}`,
      variants: [
        { sizeMl: 30, sku: `BLK-${tag}-VET-30`, pricePaise: 129_900, stock: 5 },
        { sizeMl: 50, sku: `BLK-${tag}-VET-50`, pricePaise: 199_900, salePricePaise: 189_900, stock: 2 },
      ],
    });
    const other = await createProduct(t, {
      title: `Bulk Neroli ${tag}`,
      variants: [{ sizeMl: 100, sku: `BLK-${tag}-NER-100`, pricePaise: 500, stock: 10 }],
    });
    return { product, ids: [...product.variants, ...other.variants].map((variant) => variant.id) };
  }

  it('adds stock to every selected size with one ledger row each, or refuses the whole edit when one would go below 0', async () => {
    const { product, ids } = await threeSizes('A');
    const refused = await edit(ids, { kind: 'adjustStock', by: -3, reason: 'Damaged' });
    expect(bodyOf(refused, 400)).toEqual({
      success: false,
      message: 'Nothing was saved: BLK-A-VET-50: Stock cannot go below 0 (it has 2)',
      errors: { 'BLK-A-VET-50': ['Stock cannot go below 0 (it has 2)'] },
    });
    expect((await Promise.all(ids.map(sizeRow))).map((row) => row.stock)).toEqual([5, 2, 10]);
    expect((await Promise.all(ids.map(ledgerOf))).flat()).toEqual([]);

    const added = bodyOf(await edit(ids, { kind: 'adjustStock', by: 12, reason: 'Restock' }), 200);
    expect(added.message).toBe('Stock updated on 3 sizes');
    expect((await Promise.all(ids.map(sizeRow))).map((row) => row.stock)).toEqual([17, 14, 22]);
    const ledger = (await Promise.all(ids.map(ledgerOf))).flat();
    expect(ledger.map((row) => [row.delta, row.stockBefore, row.stockAfter, row.reason])).toEqual([
      [12, 5, 17, 'Restock'],
      [12, 2, 14, 'Restock'],
      [12, 10, 22, 'Restock'],
    ]);
    // The product's projection follows its sizes.
    const [projected] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(projected?.totalStock).toBe(31);

    const set = bodyOf(await edit(ids, { kind: 'setStock', to: 14, reason: 'Stock count' }), 200);
    expect(set.message).toBe('Stock updated on 2 sizes');
    expect(set.changes.map((change) => [change.sku, change.before, change.after])).toEqual([
      ['BLK-A-NER-100', 22, 14],
      ['BLK-A-VET-30', 17, 14],
    ]);
    expect((await Promise.all(ids.map(ledgerOf))).flat()).toHaveLength(5);
  });

  it('sets a sale price a whole percent off the price in whole rupees, or refuses all when one would not be below its price', async () => {
    const { ids } = await threeSizes('B');
    // ₹1,299 − 20% = ₹1,039.20 → ₹1,039; ₹1,999 → ₹1,599.20 → ₹1,599 (replacing its sale price); ₹5 → ₹4.
    const twentyOff = bodyOf(await edit(ids, { kind: 'salePercentOff', percent: 20 }), 200);
    expect(twentyOff.message).toBe('Sale price updated on 3 sizes');
    expect((await Promise.all(ids.map(sizeRow))).map((row) => row.salePricePaise)).toEqual([103_900, 159_900, 400]);

    // 9% off ₹5 is ₹4.55 → ₹5, not below the price: the whole edit is refused, the other two sizes included.
    const tooSmall = await edit(ids, { kind: 'salePercentOff', percent: 9 });
    expect(bodyOf(tooSmall, 400)).toEqual({
      success: false,
      message: 'Nothing was saved: BLK-B-NER-100: Sale price must be lower than the price (the price is ₹5.00)',
      errors: { 'BLK-B-NER-100': ['Sale price must be lower than the price (the price is ₹5.00)'] },
    });
    expect((await Promise.all(ids.map(sizeRow))).map((row) => row.salePricePaise)).toEqual([103_900, 159_900, 400]);

    // Lowering prices below their sale prices is refused as a whole, naming every size.
    const lowered = await edit(ids, { kind: 'lowerPrice', percent: 30 });
    expect(bodyOf(lowered, 400).message).toBe(
      'Nothing was saved: BLK-B-NER-100: Sale price must be lower than the price (the sale price is ₹4.00) (and 2 more)',
    );
    expect(Object.keys(bodyOf(lowered, 400).errors ?? {}).sort()).toEqual(['BLK-B-NER-100', 'BLK-B-VET-30', 'BLK-B-VET-50']);

    const ended = bodyOf(await edit(ids, { kind: 'setSalePrice', to: 0 }), 200);
    expect(ended.rows.map((row) => row.salePrice)).toEqual([0, 0, 0]);
    const cut = bodyOf(await edit(ids, { kind: 'lowerPrice', percent: 30 }), 200);
    // ₹1,299 → ₹909.30 → ₹909; ₹1,999 → ₹1,399.30 → ₹1,399; ₹5 → ₹3.50 → ₹4 (halves go up).
    expect(cut.rows.map((row) => [row.sku, row.price])).toEqual([
      ['BLK-B-NER-100', 4],
      ['BLK-B-VET-30', 909],
      ['BLK-B-VET-50', 1399],
    ]);
    // No price edit touches the stock ledger.
    expect((await Promise.all(ids.map(ledgerOf))).flat()).toEqual([]);
  });

  it('ends a sale’s window with its sale price, and files the edit in the audit log', async () => {
    const product = await createProduct(t, {
      title: 'Bulk Window',
      variants: [
        {
          sizeMl: 50,
          sku: 'BLK-WIN-50',
          pricePaise: 300_000,
          salePricePaise: 250_000,
          stock: 3,
          saleStartsAt: new Date(Date.now() - 86_400_000),
          saleEndsAt: new Date(Date.now() + 86_400_000),
        },
      ],
    });
    const variantId = product.variants[0]?.id ?? '';
    expect(bodyOf(await edit([variantId], { kind: 'setSalePrice', to: 0 }), 200).rows[0]).toMatchObject({
      salePrice: 0,
      saleStartsAt: null,
      saleEndsAt: null,
    });
    const events = bodyOf(await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { search: 'catalog.edit-sizes' } }), 200);
    expect(events.events[0]).toMatchObject({
      action: 'catalog.edit-sizes',
      actor: { email: admin.user.email },
      after: { changes: [{ variantId, sku: 'BLK-WIN-50', field: 'salePrice', before: 2500, after: 0 }] },
    });
  });

  it('sets a size’s own low-stock threshold, which moves it into and out of the Low-stock view', async () => {
    const product = await createProduct(t, {
      title: 'Threshold Tonka',
      variants: [{ sizeMl: 50, sku: 'THR-TONKA-50', pricePaise: 200_000, stock: 7 }],
    });
    const variantId = product.variants[0]?.id ?? '';
    const inLowView = async () => (await table({ stock: 'low', search: 'THR-TONKA', limit: 100 })).rows.map((row) => row.variantId);
    expect(await inLowView()).toEqual([]);
    const raised = bodyOf(await edit([variantId], { kind: 'setLowStockThreshold', to: 8 }), 200);
    expect(raised.rows[0]).toMatchObject({ lowStockThreshold: 8, threshold: 8, status: 'low' });
    expect(await inLowView()).toEqual([variantId]);
    const restocked = bodyOf(await edit([variantId], { kind: 'adjustStock', by: 5, reason: 'Restock' }), 200);
    expect(restocked.rows[0]?.status).toBe('active');
    expect(await inLowView()).toEqual([]);
    const reset = bodyOf(await edit([variantId], { kind: 'setLowStockThreshold', to: null }), 200);
    expect(reset.rows[0]).toMatchObject({ lowStockThreshold: null, threshold: SHOP_DEFAULT_THRESHOLD });
    // Hidden sizes and archived products are never in the view, however low.
    await t.ctx.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variantId));
    expect(await inLowView()).toEqual([variantId]);
    await t.ctx.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    expect(await inLowView()).toEqual([]);
    expect((await table({ search: 'THR-TONKA' })).rows[0]?.status).toBe('archived');
  });
});

describe('concurrent stock edits (decision 087)', () => {
  it('20 parallel +1 restocks of one size end with exactly +20 and 20 ledger rows that add up', async () => {
    const product = await createProduct(t, {
      title: 'Parallel Iris',
      variants: [{ sizeMl: 50, sku: 'PAR-IRIS-50', pricePaise: 200_000, stock: 3 }],
    });
    const variantId = product.variants[0]?.id ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        edit([variantId], { kind: 'adjustStock', by: 1, reason: 'Restock' }, index % 2 ? admin : otherAdmin),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await sizeRow(variantId)).stock).toBe(23);
    const ledger = await ledgerOf(variantId);
    expect(ledger).toHaveLength(20);
    // Each change starts where the one before it ended: 3 → 4 → … → 23.
    expect(ledger.map((row) => row.stockBefore).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => 3 + index));
    expect(ledger.every((row) => row.stockAfter === row.stockBefore + 1)).toBe(true);
    const [projected] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(projected?.totalStock).toBe(23);
  });

  it('two admins editing the same stock at once: neither change is lost, and the ledger tells the story', async () => {
    for (let round = 0; round < 5; round += 1) {
      const product = await createProduct(t, {
        title: `Conflict Amber ${round}`,
        variants: [{ sizeMl: 50, pricePaise: 200_000, stock: 3 }],
      });
      const variantId = product.variants[0]?.id ?? '';
      const [setByMeera, addedByRavi] = await Promise.all([
        edit([variantId], { kind: 'setStock', to: 10, reason: 'Stock count' }, admin),
        edit([variantId], { kind: 'adjustStock', by: 5, reason: 'Restock' }, otherAdmin),
      ]);
      expect([setByMeera.status, addedByRavi.status]).toEqual([200, 200]);
      const stock = (await sizeRow(variantId)).stock;
      // Whichever ran second ran on what the first left: 3 → 10 → 15, or 3 → 8 → 10. Never 8 (the count lost) or 13.
      expect([10, 15]).toContain(stock);
      const ledger = await ledgerOf(variantId);
      const chain = [...ledger].sort((a, b) => (a.stockBefore === 3 ? -1 : b.stockBefore === 3 ? 1 : 0));
      expect(chain[0]?.stockBefore).toBe(3);
      expect(chain.at(-1)?.stockAfter).toBe(stock);
      expect(chain.every((row, index) => index === 0 || row.stockBefore === chain[index - 1]?.stockAfter)).toBe(true);
      expect(3 + ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(stock);
    }
  });

  it('overlapping bulk edits in opposite orders never deadlock, and a checkout meanwhile keeps its reservation', async () => {
    const first = await createProduct(t, { title: 'Overlap Saffron', totalStock: 50 });
    const second = await createProduct(t, { title: 'Overlap Neroli', totalStock: 50 });
    const ids = [first.variants[0]?.id ?? '', second.variants[0]?.id ?? ''];
    const edits = Array.from({ length: 10 }, (_, index) =>
      index % 2
        ? edit(ids, { kind: 'adjustStock', by: 1, reason: 'Restock' }, admin)
        : edit([...ids].reverse(), { kind: 'adjustStock', by: -1, reason: 'Correction' }, otherAdmin),
    );
    const { shopper, address } = await shopperWithCart(t, first, 4);
    const [checkout, ...answers] = await Promise.all([createPaymentOrder(t, shopper, { addressId: address.id }), ...edits]);
    expect(checkout?.status).toBe(200);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    // Five +1 and five −1 on each; the checkout's 4 bottles stay reserved.
    expect((await sizeRow(ids[0] ?? '')).stock).toBe(46);
    expect((await sizeRow(ids[1] ?? '')).stock).toBe(50);
    const ledger = await t.ctx.db.select().from(stockChanges).where(inArray(stockChanges.variantId, ids));
    expect(ledger).toHaveLength(20);
  });
});
