import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  filterGroups,
  perfumeFilterGroups,
  priceBandPaise,
  pyramidNotes,
  rupeesToPaise,
  variantUnitPrice,
  type EndpointInput,
  type FilterGroup,
  type ListingFilterGroup,
  type PriceBand,
  type Product,
  type SortBy,
} from '@aurelle/contract';
import { seedIfEmpty } from '../src/db/seed.ts';
import { demoProducts } from '../src/db/demo/catalog-data.ts';
import { allProducts } from './catalog-helpers.ts';
import { bodyOf, call, createTestApp, createUser, expectStatus, type TestApp } from './helpers.ts';

let t: TestApp;
let catalog: Product[];

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedIfEmpty(t.ctx)).toBe(true);
  const admin = await createUser(t, { role: 'admin' });
  catalog = await allProducts(t, admin.auth);
  // Seeding renders ~50 images: a few seconds on a quiet machine, much longer on a busy shared one.
}, 300_000);
afterAll(async () => {
  await t.close();
});

type Choice = Partial<Record<ListingFilterGroup, string[]>> & { featured?: boolean };

const effectivePrice = (p: Product) => (p.salePrice > 0 ? p.salePrice : p.price);

const inBand = (product: Product, band: PriceBand) => {
  const [low, high] = priceBandPaise[band];
  return product.variants.some((size) => {
    const paise = rupeesToPaise(variantUnitPrice(size));
    return paise >= low && (high === null || paise < high);
  });
};

function matchesGroup(product: Product, group: ListingFilterGroup, values: readonly string[] | undefined): boolean {
  if (!values || values.length === 0) return true;
  switch (group) {
    case 'notes':
      return pyramidNotes(product.notes).some((note) => values.includes(note));
    case 'concentration':
      return product.concentration !== null && values.includes(product.concentration);
    case 'size':
      return product.variants.some((size) => values.includes(String(size.sizeMl)));
    case 'price':
      return values.some((band) => inBand(product, band as PriceBand));
    case 'gender':
      return values.includes(product.gender);
    case 'category':
      return values.includes(product.category);
    case 'car':
      return product.isCarProduct;
    case 'fragranceType':
      return values.includes(product.fragranceType);
  }
}

/** The listing's meaning, computed the slow and obvious way. */
function bruteForce(choice: Choice, sortBy: SortBy) {
  const groups = [...Object.keys(filterGroups), ...Object.keys(perfumeFilterGroups)] as ListingFilterGroup[];
  const scope = catalog.filter((p) => !choice.featured || p.isFeatured);
  const matching = scope.filter((p) => groups.every((g) => matchesGroup(p, g, choice[g])));
  const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const byTitle = (a: Product, b: Product) => {
    const x = a.title.toLowerCase();
    const y = b.title.toLowerCase();
    return x < y ? -1 : x > y ? 1 : byId(a, b);
  };
  const sorted = [...matching].sort((a, b) => {
    switch (sortBy) {
      case 'price-lowtohigh':
        return effectivePrice(a) - effectivePrice(b) || byId(a, b);
      case 'price-hightolow':
        return effectivePrice(b) - effectivePrice(a) || byId(b, a);
      case 'title-atoz':
        return byTitle(a, b);
      case 'title-ztoa':
        return byTitle(b, a);
    }
  });
  const facets: Record<string, Record<string, number>> = {};
  // Notes are counted for every note some product has; the other groups for each of their values.
  const valuesOf = (group: ListingFilterGroup): readonly string[] =>
    group === 'notes'
      ? [...new Set(scope.flatMap((p) => pyramidNotes(p.notes)))]
      : group in filterGroups
        ? filterGroups[group as FilterGroup]
        : perfumeFilterGroups[group as Exclude<ListingFilterGroup, FilterGroup>];
  for (const group of groups) {
    facets[group] = {};
    for (const value of valuesOf(group)) {
      facets[group][value] = scope.filter(
        (p) => matchesGroup(p, group, [value]) && groups.every((g) => g === group || matchesGroup(p, g, choice[g])),
      ).length;
    }
    // A note no product left in play has is not listed (the server counts only notes it finds).
    if (group === 'notes') facets[group] = Object.fromEntries(Object.entries(facets[group]).filter(([, count]) => count > 0));
  }
  return { sorted, facets };
}

type ListQuery = NonNullable<EndpointInput<typeof endpoints.listProducts>['query']>;

function queryOf(choice: Choice, extra: ListQuery): ListQuery {
  const query: ListQuery = {};
  for (const group of [...Object.keys(filterGroups), ...Object.keys(perfumeFilterGroups)] as ListingFilterGroup[]) {
    const values = choice[group];
    if (values?.length) query[group] = values.join(',');
  }
  if (choice.featured) query.featured = 'true';
  return { ...query, ...extra };
}

const list = (query: ListQuery) => call(t, endpoints.listProducts, { query });
/** One page of the listing, expecting success. */
const listPage = async (query: ListQuery) => bodyOf(await list(query), 200);

/** Deterministic pseudo-random choices so a failure reproduces. */
function choices(count: number): Choice[] {
  let state = 42;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (values: readonly string[]) => values.filter(() => random() < 0.3);
  return Array.from({ length: count }, () => ({
    gender: pick(filterGroups.gender),
    category: pick(filterGroups.category),
    car: random() < 0.2 ? ['true'] : [],
    fragranceType: pick(filterGroups.fragranceType),
    notes: random() < 0.4 ? pick(['Saffron', 'Rose', 'Oud', 'Vanilla', 'Bergamot', 'Musk', 'Sandalwood']) : [],
    concentration: random() < 0.3 ? pick(perfumeFilterGroups.concentration) : [],
    size: random() < 0.3 ? pick(['10', '50', '100', '12']) : [],
    price: random() < 0.3 ? pick(perfumeFilterGroups.price) : [],
    featured: random() < 0.15,
  }));
}

const sorts: SortBy[] = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'];

describe('demo catalog', () => {
  it('covers every gender, category and family with sales, stock-outs, low stock and featured products', () => {
    // The perfumes and the discovery set.
    expect(catalog).toHaveLength(demoProducts.length + 1);
    expect(catalog.length).toBeGreaterThanOrEqual(45);
    for (const gender of ['male', 'female', 'car']) expect(catalog.some((p) => p.gender === gender)).toBe(true);
    for (const category of filterGroups.category) expect(catalog.some((p) => p.category === category)).toBe(true);
    for (const family of filterGroups.fragranceType) expect(catalog.some((p) => p.fragranceType === family)).toBe(true);
    expect(catalog.filter((p) => p.salePrice > 0).length).toBeGreaterThanOrEqual(5);
    expect(catalog.filter((p) => p.totalStock === 0).length).toBeGreaterThanOrEqual(3);
    expect(catalog.filter((p) => p.totalStock >= 1 && p.totalStock <= 3).length).toBeGreaterThanOrEqual(3);
    expect(catalog.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(4);
    for (const p of catalog) {
      expect(p.price).toBeGreaterThanOrEqual(1999);
      expect(p.price).toBeLessThanOrEqual(24999);
      expect(p.isCarProduct).toBe(p.gender === 'car');
      expect(p._id).toBe(p.id);
      expect(p.image).toMatch(/^\/uploads\/demo\/.+-800\.webp$/);
    }
    expect(new Set(catalog.map((p) => p.image)).size).toBe(catalog.length);
  });

  it('sells every perfume in sizes with a sample, a car diffuser in one size, and a discovery set', () => {
    for (const p of catalog) {
      const sizes = p.variants.map((variant) => variant.kind);
      if (p.gender === 'car') expect(sizes).toEqual(['bottle']);
      else if (sizes.includes('set')) expect(p.variants).toHaveLength(1);
      else expect(sizes).toEqual(['bottle', 'bottle', 'sample']);
      // The spec's fields follow the default size and the sum of the sizes' stock.
      expect(p.price).toBe(p.variants[0]?.price);
      expect(p.totalStock).toBe(p.variants.reduce((sum, variant) => sum + variant.stock, 0));
    }
    expect(catalog.filter((p) => p.variants.some((variant) => variant.kind === 'set'))).toHaveLength(1);
    // What each perfume is: a concentration, a full pyramid, accords and how it wears.
    for (const p of catalog) {
      expect(p.concentration, p.title).not.toBeNull();
      for (const tier of [p.notes.top, p.notes.heart, p.notes.base]) expect(tier.length, p.title).toBeGreaterThan(0);
      expect(p.accords.length, p.title).toBeGreaterThan(0);
      expect(p.longevity, p.title).toBeGreaterThanOrEqual(1);
      expect(p.countryOfOrigin, p.title).toBeTruthy();
    }
    expect(new Set(catalog.flatMap((p) => p.variants.map((variant) => variant.sku))).size).toBe(
      catalog.reduce((sum, p) => sum + p.variants.length, 0),
    );
  });

  it('serves every product image and three hero images', async () => {
    const image = await t.app.inject({ method: 'GET', url: catalog[0]?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const features = bodyOf(await call(t, endpoints.listFeatureImages), 200);
    expect(features.data).toHaveLength(3);
    for (const feature of features.data) expect((await t.app.inject({ method: 'GET', url: feature.image })).statusCode).toBe(200);
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty(t.ctx)).toBe(false);
  });
});

describe('GET /api/shop/products/get', () => {
  it('defaults to every product, price low to high, page 1 of 24', async () => {
    const body = await listPage({});
    const expected = bruteForce({}, 'price-lowtohigh');
    expect(body.total).toBe(catalog.length);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(Math.ceil(catalog.length / 24));
    expect(body.data.map((p) => p.id)).toEqual(expected.sorted.slice(0, 24).map((p) => p.id));
    expect(body.facets).toEqual(expected.facets);
  });

  it('matches a brute-force computation for filters, sorts, facets and every page', async () => {
    let checked = 0;
    for (const [index, choice] of choices(36).entries()) {
      const sortBy = sorts[index % sorts.length] ?? 'price-lowtohigh';
      const limit = [5, 7, 24][index % 3] ?? 5;
      const expected = bruteForce(choice, sortBy);
      const totalPages = Math.ceil(expected.sorted.length / limit);
      for (let page = 1; page <= Math.max(totalPages, 1); page += 1) {
        const res = await list(queryOf(choice, { sortBy, limit, page }));
        expect(res.status, JSON.stringify({ choice, sortBy, page })).toBe(200);
        const body = bodyOf(res, 200);
        expect(body.total).toBe(expected.sorted.length);
        expect(body.totalPages).toBe(totalPages);
        expect(body.page).toBe(page);
        expect(body.facets, JSON.stringify(choice)).toEqual(expected.facets);
        expect(body.data.map((p) => p.title)).toEqual(expected.sorted.slice((page - 1) * limit, page * limit).map((p) => p.title));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(36);
  });

  it('ORs values within a group and ANDs groups; car=true means car fragrances', async () => {
    const both = await listPage({ gender: 'male,female', limit: 100 });
    expect(both.total).toBe(catalog.filter((p) => p.gender !== 'car').length);
    const car = await listPage({ car: 'true', limit: 100 });
    expect(car.data.every((p) => p.isCarProduct)).toBe(true);
    expect(car.total).toBe(catalog.filter((p) => p.isCarProduct).length);
    const carAndMale = await listPage({ car: 'true', gender: 'male' });
    expect(carAndMale.total).toBe(0);
    expect(carAndMale.data).toEqual([]);
    expect(carAndMale.totalPages).toBe(0);
  });

  it('sorts by the price a shopper pays (sale price when above 0)', async () => {
    const body = await listPage({ sortBy: 'price-lowtohigh', limit: 100 });
    const prices = body.data.map(effectivePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const onSale = catalog.find((p) => p.salePrice > 0);
    expect(onSale).toBeDefined();
  });

  it('lists featured products with featured=true; category=all means no category filter', async () => {
    const featured = await listPage({ featured: 'true', limit: 100 });
    expect(featured.total).toBe(catalog.filter((p) => p.isFeatured).length);
    expect(featured.data.every((p) => p.isFeatured)).toBe(true);
    const all = await listPage({ category: 'all' });
    expect(all.total).toBe(catalog.length);
  });

  it('answers 400 to unknown filters and sorts, bad paging and a page beyond the last', async () => {
    const invalid: Array<Record<string, string | number>> = [
      { gender: 'unisex' },
      { category: 'fruity' },
      { car: 'false' },
      { fragranceType: 'pine' },
      { sortBy: 'price' },
      { featured: 'yes' },
      { page: 0 },
      { page: 'abc' },
      { limit: 0 },
      { limit: 101 },
      { page: 1.5 },
    ];
    for (const query of invalid) {
      const res = await list(query as ListQuery);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expectStatus(res, 400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBeTruthy();
    }
    const beyond = await list({ limit: 24, page: 99 });
    expectStatus(beyond, 400);
    expect(beyond.body.message).toBe(`Page 99 is beyond the last page (${Math.ceil(catalog.length / 24)})`);
    const emptyFirst = await list({ car: 'true', gender: 'female', page: 1 });
    expect(emptyFirst.status).toBe(200);
  });
});

describe('GET /api/shop/products/get/:id', () => {
  it('answers the product, 400 for a malformed id and 404 for an unknown one', async () => {
    const product = catalog[3];
    if (!product) throw new Error('empty catalog');
    const get = (id: string) => call(t, endpoints.getProduct, { params: { id } });
    const found = await get(product.id);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ success: true, data: product });
    const badId = await get('not-a-uuid');
    expect(badId.status).toBe(400);
    const unknown = await get('9b2f3c1e-4c7a-4d6e-9a0b-1c2d3e4f5a6b');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Product not found', reason: { code: 'NOT_FOUND', resource: 'product' } });
  });
});

describe('GET /api/shop/search/:keyword', () => {
  const search = (keyword: string) => call(t, endpoints.searchProducts, { params: { keyword } });
  /** The results, expecting success. */
  const results = async (keyword: string) => bodyOf(await search(keyword), 200).data;

  it('ranks products named after the word above those that only mention it', async () => {
    const body = bodyOf(await search('vanilla'), 200);
    const titles = body.data.map((p) => p.title);
    const named = catalog.filter((p) => /vanilla/i.test(p.title)).map((p) => p.title);
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(new Set(titles.slice(0, named.length))).toEqual(new Set(named));
    const mentioned = catalog.filter((p) => !/vanilla/i.test(p.title) && /vanilla/i.test(p.description));
    expect(mentioned.length).toBeGreaterThan(0);
    for (const product of mentioned) expect(titles).toContain(product.title);
  });

  it("tolerates typos and unfinished words: 'vanila' and 'vani' find Vanilla", async () => {
    for (const keyword of ['vanila', 'Vanila', '  vanila  ', 'vani']) {
      const res = await search(keyword);
      expect(res.status, keyword).toBe(200);
      expect(bodyOf(res, 200).data[0]?.title, keyword).toMatch(/vanilla/i);
    }
    const brand = await results('solene');
    expect(brand.length).toBeGreaterThan(0);
    expect(brand.every((p) => p.brand === 'Solenne')).toBe(true);
  });

  it('finds by family and description words, and an unknown word finds nothing', async () => {
    const oud = await results('oud');
    expect(oud[0]?.title).toMatch(/oud/i);
    expect(oud.some((p) => p.fragranceType === 'oud' && !/oud/i.test(p.title))).toBe(true);
    const words = await results('jasmine');
    expect(words.map((p) => p.title)).toContain('Jasmine Sambac Nights');
    const none = await search('zzqxv');
    expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: { success: true, data: [] } });
  });

  it('treats quotes, operators and SQL as plain text', async () => {
    for (const keyword of ["'; drop table products; --", '"rose" -oud', 'rose & | ! ( ) : *', '%_\\', '<script>']) {
      const res = await search(keyword);
      expect(res.status, keyword).toBe(200);
      expect(res.body.success).toBe(true);
    }
    expect((await results('"rose de jaipur"'))[0]?.title).toBe('Rose de Jaipur');
    expect((await listPage({})).total).toBe(catalog.length);
  });

  it('answers 400 to a blank or over-long keyword', async () => {
    const blank = await search('   ');
    expectStatus(blank, 400);
    expect(blank.body.message).toBe('Enter a search keyword');
    const long = await search('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, message: 'Search keyword must be at most 100 characters' });
    const hindi = await search('गुलाब'.repeat(20));
    expect(hindi.status).toBe(200);
    expect((await search('a')).status).toBe(200);
  });
});
