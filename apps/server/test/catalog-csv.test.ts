import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { catalogCsvColumns, endpoints, MAX_VARIANTS_PER_PRODUCT, type CatalogCsvRow } from '@aurelle/contract';
import { products, productVariants } from '../src/db/schema/index.ts';
import { multipartFile } from './catalog-helpers.ts';
import { createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, malformed, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const exportCsv = async (app: TestApp, auth: Record<string, string>) => {
  const res = await call(app, endpoints.exportCatalog, { headers: auth });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.body as string;
};
const importCsv = (app: TestApp, auth: Record<string, string>, csv: string) => {
  const upload = multipartFile('file', 'catalog.csv', 'text/csv', Buffer.from(csv));
  return call(app, endpoints.importCatalog, { body: upload.payload, headers: { ...upload.headers, ...auth } });
};
const rowsOf = (csv: string) => parse(csv, { columns: true }) as CatalogCsvRow[];
const csvOf = (rows: CatalogCsvRow[]) => stringify(rows, { header: true, columns: [...catalogCsvColumns], record_delimiter: '\n' });
const counts = async (app: TestApp) => ({
  products: (await app.ctx.db.select({ n: count() }).from(products))[0]?.n,
  sizes: (await app.ctx.db.select({ n: count() }).from(productVariants))[0]?.n,
});

describe('the catalog as CSV', () => {
  it('answers 401 to guests and 403 to shoppers', async () => {
    const shopper = await createUser(t);
    expect((await call(t, endpoints.exportCatalog)).status).toBe(401);
    expect((await call(t, endpoints.exportCatalog, { headers: shopper.auth })).status).toBe(403);
    expect((await importCsv(t, shopper.auth, 'x')).status).toBe(403);
  });

  it('round-trips: export, import into an empty shop, export again gives the same file', async () => {
    await createProduct(t, {
      title: 'Round Trip Oud, "Extrait"',
      description: 'Line one.\nLine two, with a comma.',
      concentration: 'extrait',
      topNotes: ['Saffron'],
      heartNotes: ['Rose', 'Jasmine Sambac'],
      baseNotes: ['Oud'],
      accords: ['oud', 'rose'],
      longevity: 5,
      sillage: 4,
      seasons: ['winter'],
      timesOfDay: ['night'],
      launchYear: 2020,
      perfumer: 'Meher Kesar',
      countryOfOrigin: 'India',
      hsnCode: '33030010',
      gstRateBasisPoints: 25,
      brand: 'custom',
      customBrand: 'House of Tests',
      variants: [
        {
          sizeMl: 100,
          pricePaise: 1_299_950,
          salePricePaise: 1_099_900,
          stock: 4,
          sku: `RT-${randomUUID().slice(0, 6).toUpperCase()}-100`,
        },
        { sizeMl: 5, kind: 'sample', pricePaise: 99_900, stock: 0, sku: `RT-${randomUUID().slice(0, 6).toUpperCase()}-5S`, isHidden: true },
      ],
    });
    await createProduct(t, { title: 'Round Trip Citrus' });
    const first = await exportCsv(t, admin.auth);
    expect(rowsOf(first).length).toBeGreaterThanOrEqual(3);

    const empty = await createTestApp();
    try {
      const emptyAdmin = await createUser(empty, { role: 'admin' });
      const imported = bodyOf(await importCsv(empty, emptyAdmin.auth, first), 200);
      expect(imported.productsCreated).toBe(new Set(rowsOf(first).map((row) => row.product_id)).size);
      const second = await exportCsv(empty, emptyAdmin.auth);
      expect(second.split('\n')).toEqual(first.split('\n'));
    } finally {
      await empty.close();
    }
  });

  it('upserts by SKU: changes the sizes it names, adds new ones, keeps the others', async () => {
    const product = await createProduct(t, {
      variants: [
        { sizeMl: 100, pricePaise: 500_000, stock: 5, sku: `UP-${randomUUID().slice(0, 6).toUpperCase()}-100` },
        { sizeMl: 50, pricePaise: 300_000, stock: 5, sku: `UP-${randomUUID().slice(0, 6).toUpperCase()}-50` },
      ],
    });
    const rows = rowsOf(await exportCsv(t, admin.auth)).filter((row) => row.product_id === product.id);
    const [large] = rows;
    if (!large) throw new Error('exported row expected');
    const changed = { ...large, stock: '12', price: '5200' };
    const added = {
      ...large,
      sku: `UP-${randomUUID().slice(0, 6)}-10S`,
      size_ml: '10',
      kind: 'sample',
      price: '900',
      sale_price: '0',
      stock: '30',
    };
    const res = bodyOf(await importCsv(t, admin.auth, csvOf([changed, added])), 200);
    expect(res).toMatchObject({ productsCreated: 0, productsUpdated: 1, sizesWritten: 2 });
    const after = bodyOf(await call(t, endpoints.getProduct, { params: { id: product.id } }), 200).data;
    expect(after.variants.map((size) => [size.sizeMl, size.price, size.stock])).toEqual([
      [100, 5200, 12],
      [10, 900, 30],
      [50, 3000, 5],
    ]);
  });

  it('refuses a file with bad rows, saying what is wrong on each, and writes nothing', async () => {
    const before = await counts(t);
    const good = (title: string, sku: string): CatalogCsvRow =>
      ({
        ...Object.fromEntries(catalogCsvColumns.map((column) => [column, ''])),
        title,
        brand: 'Aurelle',
        category: 'niche',
        gender: 'female',
        fragrance_type: 'floral',
        description: 'A new scent from a CSV.',
        image: '/uploads/images/csv-800.webp',
        featured: 'false',
        top_notes: 'Bergamot',
        sku,
        size_ml: '50',
        price: '4500',
        sale_price: '0',
        stock: '3',
      }) as CatalogCsvRow;
    const tag = randomUUID().slice(0, 6);
    const rows = [
      good(`CSV Fine ${tag}`, `CSV-${tag}-1`),
      { ...good(`CSV Types ${tag}`, `CSV-${tag}-2`), price: 'lots', size_ml: 'big' },
      { ...good(`CSV Notes ${tag}`, `CSV-${tag}-3`), heart_notes: 'Rose|Moonbeam' },
      good(`CSV Twice ${tag}`, `CSV-${tag}-1`),
      { ...good(`CSV Stock ${tag}`, `CSV-${tag}-5`), stock: '-4' },
    ];
    const refused = bodyOf(await importCsv(t, admin.auth, csvOf(rows)), 400);
    expect(refused.message).toBe('4 rows have errors; nothing was imported');
    expect(refused.reason).toEqual({ code: 'CSV_ROWS_INVALID', rows: 4 });
    expect(refused.errors).toEqual({
      'row 3': ['price: Price must be a number', 'size_ml: Size must be a number of ml'],
      'row 4': ['heart_notes: Unknown note: Moonbeam. Add it to the notes first'],
      'row 5': [`sku: SKU CSV-${tag.toUpperCase()}-1 is also on row 2`],
      'row 6': ['stock: Total stock must not be negative', 'stock: Stock must not be negative'],
    });
    expect(await counts(t)).toEqual(before);
  });

  it('checks 10,000 rows and lists every bad one, writing nothing', async () => {
    const before = await counts(t);
    const tag = randomUUID().slice(0, 6);
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      ...Object.fromEntries(catalogCsvColumns.map((column) => [column, ''])),
      title: `Bulk ${tag} ${index}`,
      brand: 'Aurelle',
      category: 'designer',
      gender: 'male',
      fragrance_type: 'woody',
      description: 'Bulk import.',
      image: '/uploads/images/bulk-800.webp',
      featured: 'false',
      sku: `BULK-${tag}-${index}`,
      size_ml: '100',
      price: index % 2500 === 1 ? '-5' : '2999',
      sale_price: '0',
      stock: '10',
    })) as CatalogCsvRow[];
    const refused = bodyOf(await importCsv(t, admin.auth, csvOf(rows)), 400);
    expect(refused.message).toBe('4 rows have errors; nothing was imported');
    expect(Object.keys(refused.errors ?? {})).toEqual(['row 3', 'row 2503', 'row 5003', 'row 7503']);
    expect(await counts(t)).toEqual(before);
  });

  it('creates a product from rows without a product id, one product per title', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const row = (sku: string, size: string): CatalogCsvRow =>
      ({
        ...Object.fromEntries(catalogCsvColumns.map((column) => [column, ''])),
        title: `Fresh From CSV ${tag}`,
        brand: 'Aurelle',
        category: 'niche',
        gender: 'female',
        fragrance_type: 'floral',
        description: 'Two sizes, no id yet.',
        image: '/uploads/images/csv-800.webp',
        featured: 'false',
        heart_notes: 'rose|Jasmine',
        sku,
        size_ml: size,
        price: size === '100' ? '6400' : '3900',
        sale_price: '0',
        stock: '4',
      }) as CatalogCsvRow;
    const res = bodyOf(await importCsv(t, admin.auth, csvOf([row(`NEW-${tag}-100`, '100'), row(`NEW-${tag}-50`, '50')])), 200);
    expect(res).toMatchObject({ productsCreated: 1, productsUpdated: 0, sizesWritten: 2 });
    const exported = rowsOf(await exportCsv(t, admin.auth)).filter((line) => line.title === `Fresh From CSV ${tag}`);
    expect(exported.map((line) => [line.sku, line.size_ml, line.heart_notes])).toEqual([
      [`NEW-${tag}-100`, '100', 'Rose|Jasmine'],
      [`NEW-${tag}-50`, '50', 'Rose|Jasmine'],
    ]);
  });

  it('carries the HSN code and GST rate both ways, and a file without those columns still imports', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const product = await createProduct(t, {
      title: `GST Trip ${tag}`,
      hsnCode: '33029011',
      gstRateBasisPoints: 1200,
      variants: [{ sizeMl: 100, pricePaise: 500_000, stock: 5, sku: `GST-${tag}-100` }],
    });
    const stored = async (id: string) =>
      (
        await t.ctx.db
          .select({ hsnCode: products.hsnCode, gstRateBasisPoints: products.gstRateBasisPoints })
          .from(products)
          .where(eq(products.id, id))
      )[0];
    const [exported] = rowsOf(await exportCsv(t, admin.auth)).filter((row) => row.product_id === product.id);
    if (!exported) throw new Error('exported row expected');
    expect([exported.hsn_code, exported.gst_rate]).toEqual(['33029011', '12']);

    // Changed in the file: stored as basis points.
    bodyOf(await importCsv(t, admin.auth, csvOf([{ ...exported, hsn_code: '330300', gst_rate: '0.25' }])), 200);
    expect(await stored(product.id)).toEqual({ hsnCode: '330300', gstRateBasisPoints: 25 });
    const again = rowsOf(await exportCsv(t, admin.auth)).find((row) => row.product_id === product.id);
    expect([again?.hsn_code, again?.gst_rate]).toEqual(['330300', '0.25']);

    // A file from before these columns: an existing product keeps its values, a new one gets HSN 3303 at 18%.
    const older = catalogCsvColumns.filter((column) => column !== 'hsn_code' && column !== 'gst_rate');
    const newRow = { ...exported, product_id: '', title: `GST Older ${tag}`, sku: `GST-${tag}-NEW` };
    const oldFile = stringify([{ ...exported, stock: '9' }, newRow], { header: true, columns: older, record_delimiter: '\n' });
    expect(bodyOf(await importCsv(t, admin.auth, oldFile), 200)).toMatchObject({ productsCreated: 1, productsUpdated: 1 });
    expect(await stored(product.id)).toEqual({ hsnCode: '330300', gstRateBasisPoints: 25 });
    const [created] = await t.ctx.db
      .select({ hsnCode: products.hsnCode, gstRateBasisPoints: products.gstRateBasisPoints })
      .from(products)
      .where(eq(products.title, `GST Older ${tag}`));
    expect(created).toEqual({ hsnCode: '3303', gstRateBasisPoints: 1800 });

    // Bad values are the row's errors, like any other column's, and nothing is written.
    const before = await counts(t);
    const refused = bodyOf(
      await importCsv(
        t,
        admin.auth,
        csvOf([
          { ...exported, hsn_code: 'abc', gst_rate: '7' },
          { ...newRow, sku: `GST-${tag}-BAD` },
        ]),
      ),
      400,
    );
    expect(refused.errors).toEqual({
      'row 2': ['hsn_code: HSN code must be 4, 6 or 8 digits', 'gst_rate: Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28%'],
    });
    expect(await counts(t)).toEqual(before);
    expect(await stored(product.id)).toEqual({ hsnCode: '330300', gstRateBasisPoints: 25 });
  });

  it("carries each size's parcel (weight and box) both ways: blank is the shop's default, a file without the columns keeps it", async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const product = await createProduct(t, {
      title: `Parcel Trip ${tag}`,
      variants: [
        { sizeMl: 100, pricePaise: 500_000, stock: 5, sku: `PARCEL-${tag}-100` },
        { sizeMl: 10, pricePaise: 90_000, stock: 5, sku: `PARCEL-${tag}-10` },
      ],
    });
    await t.ctx.db
      .update(productVariants)
      .set({ shippingWeightGrams: 520, boxLengthCm: 18, boxBreadthCm: 11, boxHeightCm: 9 })
      .where(eq(productVariants.sku, `PARCEL-${tag}-100`));
    const parcelColumns = (row: CatalogCsvRow | undefined) => [
      row?.shipping_weight_grams,
      row?.box_length_cm,
      row?.box_breadth_cm,
      row?.box_height_cm,
    ];
    const storedParcels = async () =>
      (
        await t.ctx.db
          .select({
            sku: productVariants.sku,
            weight: productVariants.shippingWeightGrams,
            length: productVariants.boxLengthCm,
            breadth: productVariants.boxBreadthCm,
            height: productVariants.boxHeightCm,
          })
          .from(productVariants)
          .where(eq(productVariants.productId, product.id))
          .orderBy(productVariants.sizeMl)
      ).map(({ sku, ...parcel }) => [sku.split('-').at(-1), ...Object.values(parcel)]);

    const exported = rowsOf(await exportCsv(t, admin.auth)).filter((row) => row.product_id === product.id);
    const [large, sample] = [exported.find((row) => row.size_ml === '100'), exported.find((row) => row.size_ml === '10')];
    if (!large || !sample) throw new Error('two exported rows expected');
    expect(parcelColumns(large)).toEqual(['520', '18', '11', '9']);
    expect(parcelColumns(sample)).toEqual(['', '', '', '']);

    // Changed in the file: the sample gets its own weight and box, the large size goes back to the defaults.
    const changed = [
      { ...large, shipping_weight_grams: '', box_length_cm: '', box_breadth_cm: '', box_height_cm: '' },
      { ...sample, shipping_weight_grams: '60', box_length_cm: '8', box_breadth_cm: '5', box_height_cm: '3' },
    ];
    bodyOf(await importCsv(t, admin.auth, csvOf(changed)), 200);
    expect(await storedParcels()).toEqual([
      ['10', 60, 8, 5, 3],
      ['100', null, null, null, null],
    ]);

    // A file from before these columns leaves every size's parcel as it is.
    const older = catalogCsvColumns.filter(
      (column) => !['shipping_weight_grams', 'box_length_cm', 'box_breadth_cm', 'box_height_cm'].includes(column),
    );
    const oldFile = stringify([{ ...sample, stock: '7' }], { header: true, columns: older, record_delimiter: '\n' });
    bodyOf(await importCsv(t, admin.auth, oldFile), 200);
    expect(await storedParcels()).toEqual([
      ['10', 60, 8, 5, 3],
      ['100', null, null, null, null],
    ]);

    // Bad values are the row's errors, and nothing is written.
    const before = await counts(t);
    const refused = bodyOf(
      await importCsv(
        t,
        admin.auth,
        csvOf([
          { ...large, shipping_weight_grams: '0.5', box_length_cm: '300', box_breadth_cm: '10', box_height_cm: '10' },
          { ...sample, shipping_weight_grams: '60', box_length_cm: '10', box_breadth_cm: '', box_height_cm: '' },
        ]),
      ),
      400,
    );
    expect(refused.errors).toEqual({
      'row 2': [
        'shipping_weight_grams: Shipping weight must be a whole number of grams from 1 to 30,000',
        'box_length_cm: Box length must be a whole number of cm from 1 to 200',
      ],
      'row 3': [
        "box_breadth_cm: Enter the box's length, breadth and height, or leave all three blank",
        "box_height_cm: Enter the box's length, breadth and height, or leave all three blank",
      ],
    });
    expect(await counts(t)).toEqual(before);
    expect(await storedParcels()).toEqual([
      ['10', 60, 8, 5, 3],
      ['100', null, null, null, null],
    ]);
  });

  it('refuses a file that is not the catalog CSV', async () => {
    expect(bodyOf(await importCsv(t, admin.auth, 'name,price\nRose,10\n'), 400).message).toMatch(
      /^The file's columns are not the catalog's: missing product_id/,
    );
    expect(bodyOf(await importCsv(t, admin.auth, `${catalogCsvColumns.join(',')}\n`), 400).message).toBe('The file has no rows to import');
    expect(bodyOf(await importCsv(t, admin.auth, `${catalogCsvColumns.join(',')}\n"unclosed,`), 400).message).toMatch(
      /^The file is not a readable CSV/,
    );
  });

  describe('what a shop owner tripped over', () => {
    const tag = () => randomUUID().slice(0, 6).toUpperCase();
    const newRow = (title: string, sku: string, overrides: Partial<CatalogCsvRow> = {}): CatalogCsvRow =>
      ({
        ...Object.fromEntries(catalogCsvColumns.map((column) => [column, ''])),
        title,
        brand: 'Aurelle',
        category: 'niche',
        gender: 'female',
        fragrance_type: 'floral',
        description: 'A new house scent.',
        image: '/uploads/images/csv-800.webp',
        featured: 'false',
        sku,
        size_ml: '100',
        price: '5400',
        sale_price: '0',
        stock: '3',
        ...overrides,
      }) as CatalogCsvRow;
    const uploadWith = (csv: Buffer, newNotes?: 'add' | 'refuse') => {
      const upload = multipartFile('file', 'catalog.csv', 'text/csv', csv);
      return call(t, endpoints.importCatalog, {
        body: upload.payload,
        headers: { ...upload.headers, ...admin.auth },
        ...(newNotes ? { query: { newNotes } } : {}),
      });
    };

    it('adds the file’s new notes to the vocabulary when asked, listing them, and refuses them otherwise', async () => {
      const id = tag();
      // A note is letters: a fresh one for this run, from the tag's characters.
      const fresh = `Oakmoss ${id.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x').toLowerCase()}`;
      const freshName = fresh.replace(/\b\w/g, (letter) => letter.toUpperCase());
      const rows = [newRow(`Kewra Chai ${id}`, `KC-${id}-100`, { heart_notes: 'Rose|kewra', base_notes: `black tea|Vetiver|${fresh}` })];
      const refused = await uploadWith(Buffer.from(csvOf(rows)));
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('heart_notes: Unknown note: Kewra');
      const before = await counts(t);

      const added = bodyOf(await uploadWith(Buffer.from(csvOf(rows)), 'add'), 200);
      expect(added.notesAdded).toEqual(['Black Tea', 'Kewra', freshName].sort((a, b) => a.localeCompare(b)));
      expect(added.message).toContain('added 3 new notes: ');
      expect((await counts(t)).products).toBe((before.products ?? 0) + 1);
      const notes = bodyOf(await call(t, endpoints.listNotes, { headers: admin.auth }), 200).data.map((note) => note.name);
      expect(notes).toEqual(expect.arrayContaining(['Kewra', 'Black Tea']));
      // Known now: the same file imports again without the option and adds nothing.
      expect(bodyOf(await uploadWith(Buffer.from(csvOf(rows))), 200).notesAdded).toEqual([]);
      expect((await uploadWith(Buffer.from(csvOf(rows)), malformed('sometimes'))).status).toBe(400);
    });

    it('applies the form’s limit of sizes per product, even for 10,000 new sizes of one product, writing nothing', async () => {
      const id = tag();
      const rows = Array.from({ length: 10_000 }, (_, index) =>
        newRow(`Many Sizes ${id}`, `MS-${id}-${index}`, { size_ml: String(1 + (index % 999)) }),
      );
      const before = await counts(t);
      const res = await uploadWith(Buffer.from(csvOf(rows)));
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(`"row 14":["sku: A product has at most ${MAX_VARIANTS_PER_PRODUCT} sizes"]`);
      expect(await counts(t)).toEqual(before);
      // Twelve sizes in a file are fine; the stock ledger records each.
      const twelve = rows.slice(0, MAX_VARIANTS_PER_PRODUCT);
      expect(bodyOf(await uploadWith(Buffer.from(csvOf(twelve))), 200).sizesWritten).toBe(MAX_VARIANTS_PER_PRODUCT);
    });

    it('counts the sizes a product keeps in the shop against the limit too', async () => {
      const id = tag();
      const product = await createProduct(t, {
        title: `Ten Sizes ${id}`,
        variants: Array.from({ length: 10 }, (_, index) => ({
          sizeMl: 10 + index,
          pricePaise: 100_000 + index,
          stock: 1,
          sku: `TS-${id}-${index}`,
        })),
      });
      const exported = rowsOf(await exportCsv(t, admin.auth)).filter((row) => row.product_id === product.id);
      const first = exported[0];
      if (!first) throw new Error('the product was not exported');
      // The file names one size it has and three new ones: 13 in all.
      const rows = [first, ...[1, 2, 3].map((n) => ({ ...first, sku: `TS-${id}-NEW${n}`, size_ml: String(200 + n) }))];
      const before = await counts(t);
      const res = await uploadWith(Buffer.from(csvOf(rows)));
      expect(res.status).toBe(400);
      expect(bodyOf(res, 400).message).toContain(
        `A product has at most ${MAX_VARIANTS_PER_PRODUCT} sizes (9 more are in the shop already)`,
      );
      expect(await counts(t)).toEqual(before);
    });

    it('refuses a file that is not UTF-8, naming the row, and writes nothing', async () => {
      const id = tag();
      const good = csvOf([newRow(`Latin One ${id}`, `L1-${id}-100`), newRow(`Latin Two ${id}`, `L2-${id}-100`)]);
      // "Café" saved in Windows-1252: é is the single byte 0xE9, which is not UTF-8.
      const bytes = Buffer.from(good.replace(`Latin Two ${id}`, `Latin Caf\u0000 ${id}`), 'utf8');
      const at = bytes.indexOf(0);
      bytes[at] = 0xe9;
      const before = await counts(t);
      const res = await uploadWith(bytes);
      expect(res.status).toBe(400);
      expect(bodyOf(res, 400).message).toBe(
        'Row 3 is not UTF-8 text: save the file as "CSV UTF-8" and import it again; nothing was imported',
      );
      expect(await counts(t)).toEqual(before);
    });
  });
});
