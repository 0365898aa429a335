import { asc, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  basisPointsToGstRate,
  catalogCsvColumns,
  CSV_LIST_SEPARATOR,
  formatIstIso,
  paiseToRupees,
  type CatalogCsvRow,
} from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import { NO_PARCEL, readSizeParcels } from '../variants/size-parcels.ts';

const list = (values: readonly string[]) => values.join(CSV_LIST_SEPARATOR);
const text = (value: string | number | null) => (value === null ? '' : String(value));
/** A sale's start or end in India's time with its offset (the projection holds the database's text of it). */
const instant = (value: string | null | undefined) => (value ? formatIstIso(value) : '');

/**
 * The catalog as CSV: a row per size, hidden sizes included, products A to Z by title (then id) and sizes
 * in their order, so the same catalog always gives the same file (a round trip through import is exact).
 */
export async function exportCatalog(db: DbOrTx): Promise<string> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(asc(sql`lower(${products.title}) COLLATE "C"`), asc(products.id));
  const parcels = await readSizeParcels(db);
  const records: CatalogCsvRow[] = rows.flatMap((product) =>
    product.variants.map((size) => {
      const parcel = parcels.get(size.id) ?? NO_PARCEL;
      return {
        product_id: product.id,
        title: product.title,
        brand: product.brand,
        custom_brand: text(product.customBrand),
        category: product.category,
        custom_category: text(product.customCategory),
        gender: product.gender,
        fragrance_type: product.fragranceType,
        description: product.description,
        image: product.image,
        featured: String(product.isFeatured),
        concentration: text(product.concentration),
        top_notes: list(product.topNotes),
        heart_notes: list(product.heartNotes),
        base_notes: list(product.baseNotes),
        accords: list(product.accords),
        longevity: text(product.longevity),
        sillage: text(product.sillage),
        seasons: list(product.seasons),
        times_of_day: list(product.timesOfDay),
        launch_year: text(product.launchYear),
        perfumer: text(product.perfumer),
        country_of_origin: text(product.countryOfOrigin),
        hsn_code: product.hsnCode,
        gst_rate: String(basisPointsToGstRate(product.gstRateBasisPoints)),
        sku: size.sku,
        size_ml: String(size.sizeMl),
        kind: size.kind,
        size_name: text(size.name),
        price: String(paiseToRupees(size.pricePaise)),
        sale_price: String(paiseToRupees(size.salePricePaise)),
        sale_starts_at: instant(size.saleStartsAt),
        sale_ends_at: instant(size.saleEndsAt),
        stock: String(size.stock),
        hidden: String(size.isHidden),
        size_image: text(size.image),
        shipping_weight_grams: text(parcel.shippingWeightGrams),
        box_length_cm: text(parcel.boxLengthCm),
        box_breadth_cm: text(parcel.boxBreadthCm),
        box_height_cm: text(parcel.boxHeightCm),
      };
    }),
  );
  return stringify(records, { header: true, columns: [...catalogCsvColumns], record_delimiter: '\n' });
}
