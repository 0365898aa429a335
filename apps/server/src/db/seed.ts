import { count } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { contentHash } from '../infra/images/webp-variants.ts';
import { featureImages, products } from './schema/index.ts';
import type { BottleArt } from './demo/bottle-art.ts';
import { demoHouses, demoProducts, type DemoProduct } from './demo/catalog-data.ts';
import { heroScenes } from './demo/hero-art.ts';
import { demoDiscoverySet, demoSetSizes, demoSizes } from './demo/sizes.ts';
import { perfumeProfile } from './demo/perfume-profiles.ts';
import { insertCatalogProduct, type NewCatalogProduct } from './product-variants.ts';
import { storeBottleImage, storeHeroImage, type StageCache } from './demo/render-demo-images.ts';

/**
 * Seeds the demo catalog and hero images on an empty database (docs/decisions/060-demo-catalog-and-first-admin.md).
 * Answers whether it did.
 */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ total: count() }).from(products);
  if ((row?.total ?? 0) > 0) return false;
  await seedDemoCatalog(ctx, { replace: false });
  return true;
}

/**
 * `npm run db:seed`: replaces the catalog and hero images with the demo ones. Users and orders stay;
 * past orders keep their line snapshots (their product link becomes empty), carts and reviews of the
 * old products go with them.
 */
export async function reseedDemoData(ctx: AppContext): Promise<void> {
  await seedDemoCatalog(ctx, { replace: true });
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function demoBottleArt(product: DemoProduct): BottleArt {
  const house = demoHouses[product.house];
  const variation = parseInt(contentHash(product.title, 4), 16) / 0xffff;
  return { shape: house.shape, cap: house.cap, family: product.family, label: house.name, variation };
}

/** Runs `work` over `items`, at most `limit` at a time (image rendering uses the thread pool). */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

async function seedDemoCatalog(ctx: AppContext, options: { replace: boolean }): Promise<void> {
  const started = Date.now();
  // Images first (files are content-addressed, so a re-run skips what exists); then one short transaction.
  const stages: StageCache = new Map();
  const catalog = [...demoProducts, demoDiscoverySet];
  const bottles = await mapLimited(catalog, 3, (product) =>
    storeBottleImage(ctx.storage, slugify(product.title), demoBottleArt(product), stages),
  );
  const heroes = await mapLimited(heroScenes(), 3, (scene) => storeHeroImage(ctx.storage, scene));

  const now = Date.now();
  const rows = catalog.map((product, index) => {
    const house = demoHouses[product.house];
    const isCustomBrand = 'isCustomBrand' in house && house.isCustomBrand;
    // Staggered creation times keep "newest first" stable and meaningful in the admin grid.
    const createdAt = new Date(now - (catalog.length - index) * 60_000);
    const profile = perfumeProfile(product, index);
    const values: NewCatalogProduct = {
      image: bottles[index]?.url ?? '',
      title: product.title,
      description: product.description,
      category: typeof product.category === 'object' ? 'custom' : product.category,
      customCategory: typeof product.category === 'object' ? product.category.custom : null,
      brand: isCustomBrand ? 'custom' : house.name,
      customBrand: isCustomBrand ? house.name : null,
      gender: product.gender,
      fragranceType: product.family,
      isCarProduct: product.gender === 'car',
      isFeatured: product.isFeatured ?? false,
      concentration: profile.concentration,
      topNotes: profile.notes.top,
      heartNotes: profile.notes.heart,
      baseNotes: profile.notes.base,
      accords: profile.accords,
      longevity: profile.longevity,
      sillage: profile.sillage,
      seasons: profile.seasons,
      timesOfDay: profile.timesOfDay,
      launchYear: profile.launchYear,
      perfumer: profile.perfumer,
      countryOfOrigin: profile.countryOfOrigin,
      createdAt,
      updatedAt: createdAt,
    };
    return { values, sizes: product === demoDiscoverySet ? demoSetSizes(product) : demoSizes(product) };
  });

  await ctx.db.transaction(async (tx) => {
    if (options.replace) {
      await tx.delete(products);
      await tx.delete(featureImages);
    }
    for (const row of rows) await insertCatalogProduct(tx, row.values, row.sizes);
    const [features] = await tx.select({ total: count() }).from(featureImages);
    if ((features?.total ?? 0) === 0) {
      await tx.insert(featureImages).values(heroes.map((hero, index) => ({ image: hero.url, createdAt: new Date(now + index * 1000) })));
    }
  });
  ctx.log.info({ products: rows.length, heroImages: heroes.length, ms: Date.now() - started }, 'demo catalog seeded');
}
