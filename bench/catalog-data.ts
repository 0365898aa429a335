import { filterGroups, rupeesToPaise, type Gender } from '@aurelle/contract';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { demoProducts } from '../apps/server/src/db/demo/catalog-data.ts';
import { insertCatalogProduct, type NewCatalogProduct, type NewVariant } from '../apps/server/src/db/product-variants.ts';

/**
 * The benches' large catalog: the demo perfumes multiplied into `count` varied products with their sizes
 * (deterministic, so runs compare), as bench/catalog.ts grows it. Shared here so other benches import it rather than copy it.
 */
export interface BenchCatalogRow {
  values: NewCatalogProduct;
  sizes: NewVariant[];
}

const editions = ['', 'Intense', 'Absolu', 'Extrait', 'Eau Fraîche', 'Nuit', 'Riviera', 'Privée', 'Reserve', 'Legère'];
export const benchBrands = ['Veyra', 'Lumière', 'Ombré', 'Kesar', 'Solenne', 'Ivory', 'Verde', 'Rhodes', 'Drift', 'Roam'] as const;

export function benchCatalogRows(count: number): BenchCatalogRow[] {
  let state = 2026;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const base = demoProducts[index % demoProducts.length];
    if (!base) throw new Error('no demo products');
    const gender: Gender = random() < 0.15 ? 'car' : pick(filterGroups.gender);
    const price = Math.round(1999 + random() * 23000);
    const onSale = random() < 0.25;
    const pricePaise = rupeesToPaise(price);
    const stock = Math.floor(random() * 60);
    const values: NewCatalogProduct = {
      image: '/uploads/demo/bench-800.webp',
      title: `${base.title} ${pick(editions)} No. ${index + 1}`.replace(/\s+/g, ' '),
      description: base.description,
      category: pick(filterGroups.category),
      brand: `House ${pick(benchBrands)}`,
      gender,
      fragranceType: pick(filterGroups.fragranceType),
      isCarProduct: gender === 'car',
      isFeatured: random() < 0.05,
    };
    // Sizes as the demo sells them: a bottle, a smaller one and a sample; car diffusers in one size.
    const main: NewVariant = { sizeMl: 100, pricePaise, salePricePaise: onSale ? rupeesToPaise(Math.round(price * 0.8)) : 0, stock };
    const sizes: NewVariant[] =
      gender === 'car'
        ? [main]
        : [
            main,
            { sizeMl: 50, pricePaise: Math.round(pricePaise * 0.62), stock },
            { sizeMl: 10, kind: 'sample', pricePaise: Math.round(pricePaise * 0.16), stock },
          ];
    return { values, sizes };
  });
}

/**
 * Writes `count` bench products into a migrated database the way the app writes products (insertCatalogProduct: the
 * product, its sizes, its projection and sale edges), in `lanes` transactions side by side, then ANALYZE.
 */
export async function seedBenchCatalog(databaseUrl: string, count: number, options: { lanes?: number } = {}): Promise<void> {
  const lanes = Math.max(1, options.lanes ?? 4);
  const database = await openDatabase({ databaseUrl, poolSize: lanes + 1 });
  try {
    const rows = benchCatalogRows(count);
    const chunk = 500;
    let next = 0;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < rows.length) {
          const part = rows.slice(next, next + chunk);
          next += chunk;
          await database.db.transaction(async (tx) => {
            for (const row of part) await insertCatalogProduct(tx, row.values, row.sizes);
          });
        }
      }),
    );
    await database.db.execute('ANALYZE');
  } finally {
    await database.close();
  }
}
