import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { concentrationValues, REVIEW_PHOTO_STATUSES, REVIEW_STATUSES, variantKindValues, type VariantKind } from '@aurelle/contract';
import { users } from './users.ts';

/** A size as the product row's projection holds it (amounts in paise, like every column). */
export interface StoredVariant {
  id: string;
  sizeMl: number;
  kind: VariantKind;
  name: string | null;
  sku: string;
  pricePaise: number;
  salePricePaise: number;
  stock: number;
  image: string | null;
  isHidden: boolean;
  /**
   * The sale's window as set (decision 081), ISO text; missing in projections written before it. The sale
   * price above is the one set: readers apply the window at their own instant (isSaleOn).
   */
  saleStartsAt?: string | null;
  saleEndsAt?: string | null;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    customCategory: text('custom_category'),
    brand: text('brand').notNull(),
    customBrand: text('custom_brand'),
    pricePaise: integer('price_paise').notNull(),
    /**
     * The default size's sale price in force when the projection was last written (0 outside its window): a job
     * re-writes the projection at every sale start and end (decision 081), so sorting by price follows the sales.
     */
    salePricePaise: integer('sale_price_paise').notNull().default(0),
    /** Unit price used for sorting: sale price when above 0, else price. */
    effectivePricePaise: integer('effective_price_paise')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`CASE WHEN ${products.salePricePaise} > 0 THEN ${products.salePricePaise} ELSE ${products.pricePaise} END`,
      ),
    totalStock: integer('total_stock').notNull().default(0),
    /**
     * The shopper-facing projection of product_variants (decision 070): price, sale price and stock above
     * are the default variant's price and the sum of the visible variants' stock, and this holds every variant
     * as presented. Written only by syncProductVariants, under the product's row lock.
     */
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    averageReview: real('average_review').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    gender: text('gender', { enum: ['male', 'female', 'car'] }).notNull(),
    fragranceType: text('fragrance_type').notNull(),
    isCarProduct: boolean('is_car_product').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /**
     * Archived: out of the shop (listing, search, product page, cart) but kept whole for past orders, and
     * can come back. Delete stays only for products never ordered.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** GST classification: HSN 3303 is perfumes and toilet waters; the rate in basis points (1800 = 18%). */
    hsnCode: text('hsn_code').notNull().default('3303'),
    gstRateBasisPoints: integer('gst_rate_bp').notNull().default(1800),
    // What a perfume is (decision 071). Notes are names from the fragrance_notes vocabulary.
    concentration: text('concentration', { enum: concentrationValues }),
    topNotes: text('top_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    heartNotes: text('heart_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    baseNotes: text('base_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accords: text('accords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    longevity: smallint('longevity'),
    sillage: smallint('sillage'),
    seasons: text('seasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timesOfDay: text('times_of_day')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    launchYear: integer('launch_year'),
    perfumer: text('perfumer'),
    countryOfOrigin: text('country_of_origin'),
    /** The pyramid's notes and the accords as one text, written with them, so search finds "saffron" in a heart. */
    noteWords: text('note_words').notNull().default(''),
    /** Full-text document: title and brand weigh most, then family, category, notes and accords, then description. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${products.title}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${products.customBrand}, ${products.brand}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${products.fragranceType}, '') || ' ' || coalesce(${products.customCategory}, ${products.category}, '') || ' ' || coalesce(${products.noteWords}, '')), 'B') || setweight(to_tsvector('english', coalesce(${products.description}, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_stock_non_negative', sql`${t.totalStock} >= 0`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_sale_price_non_negative', sql`${t.salePricePaise} >= 0`),
    check('products_longevity_range', sql`${t.longevity} BETWEEN 1 AND 5`),
    check('products_sillage_range', sql`${t.sillage} BETWEEN 1 AND 5`),
    index('products_top_notes_idx').using('gin', t.topNotes),
    index('products_heart_notes_idx').using('gin', t.heartNotes),
    index('products_base_notes_idx').using('gin', t.baseNotes),
    index('products_effective_price_idx').on(t.effectivePricePaise, t.id),
    index('products_title_idx').on(t.title, t.id),
    index('products_gender_idx').on(t.gender),
    index('products_category_idx').on(t.category),
    index('products_fragrance_type_idx').on(t.fragranceType),
    index('products_car_idx').on(t.isCarProduct),
    index('products_featured_idx')
      .on(t.isFeatured)
      .where(sql`${t.isFeatured}`),
    index('products_search_idx').using('gin', t.searchDocument),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('products_brand_trgm_idx').using('gin', sql`lower(${t.brand}) gin_trgm_ops`),
  ],
);

export const featureImages = pgTable('feature_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    /** `hidden` by the back office: off the shop, and out of the product's average and count. */
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('published'),
    /** Kept with the votes (review_helpful_votes) in the same transaction, so lists sort by it without counting. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    replyMessage: text('reply_message'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The reviewer's photos waiting for the back office (the queue's "Photos to check"), kept with review_photos. */
    photosWaiting: integer('photos_waiting').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_user_product').on(t.productId, t.userId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_known', sql`${t.status} IN ('published', 'hidden')`),
    check('reviews_counts_not_negative', sql`${t.helpfulCount} >= 0 AND ${t.photosWaiting} >= 0`),
    check('reviews_reply_dated', sql`(${t.replyMessage} IS NULL) = (${t.repliedAt} IS NULL)`),
    index('reviews_product_published_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_photos_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.photosWaiting} > 0`),
  ],
);

/** A reviewer's photo, stored as WebP widths like product images; shoppers see it once the back office approves it. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    status: text('status', { enum: REVIEW_PHOTO_STATUSES }).notNull().default('pending'),
    url: text('url').notNull(),
    variants: jsonb('variants').$type<Array<{ width: number; url: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_photos_position').on(t.reviewId, t.position),
    check('review_photos_position_range', sql`${t.position} BETWEEN 0 AND 2`),
    check('review_photos_status_known', sql`${t.status} IN ('pending', 'approved')`),
  ],
);

/** One row per shopper who marked a review helpful: the key makes it once each. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_helpful_votes_user_idx').on(t.userId)],
);

/**
 * Sizes of a product: a bottle, a sample/decant or a discovery set, each with its own SKU, price and
 * stock. Stock checks, cart lines and reservations work on these rows; the product row carries their projection.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeMl: integer('size_ml').notNull(),
    kind: text('kind', { enum: variantKindValues }).notNull().default('bottle'),
    /** Optional shopper-facing name, e.g. "Discovery set, 5 × 2 ml"; without it the size and kind make the label. */
    name: text('name'),
    sku: text('sku').notNull(),
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull().default(0),
    /**
     * When the sale price applies (decision 081): from the start (included) to the end (excluded), either
     * open when null. Whole minutes, as the admin sets them.
     */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    stock: integer('stock').notNull().default(0),
    /** At or below this stock the size is "low"; null follows the shop's default in shop_settings. */
    lowStockThreshold: integer('low_stock_threshold'),
    image: text('image'),
    /** The packed parcel of one unit, for the courier: grams and centimetres; null follows the shop's defaults. */
    shippingWeightGrams: integer('shipping_weight_grams'),
    boxLengthCm: integer('box_length_cm'),
    boxBreadthCm: integer('box_breadth_cm'),
    boxHeightCm: integer('box_height_cm'),
    position: integer('position').notNull().default(0),
    /** A size with orders is never deleted, only hidden: shoppers no longer see or buy it. */
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_idx').on(t.sku),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_variants_price_positive', sql`${t.pricePaise} > 0`),
    check('product_variants_sale_price_non_negative', sql`${t.salePricePaise} >= 0`),
    check('product_variants_size_positive', sql`${t.sizeMl} > 0`),
    check('product_variants_low_stock_threshold_non_negative', sql`${t.lowStockThreshold} >= 0`),
    check('product_variants_sale_ends_after_start', sql`${t.saleEndsAt} > ${t.saleStartsAt}`),
    check(
      'product_variants_sale_window_needs_price',
      sql`(${t.saleStartsAt} IS NULL AND ${t.saleEndsAt} IS NULL) OR ${t.salePricePaise} > 0`,
    ),
    // The catalog's next sale edge (bounding the caches) is read from these.
    index('product_variants_sale_starts_idx')
      .on(t.saleStartsAt)
      .where(sql`${t.saleStartsAt} IS NOT NULL`),
    index('product_variants_sale_ends_idx')
      .on(t.saleEndsAt)
      .where(sql`${t.saleEndsAt} IS NOT NULL`),
  ],
);

/** The shop's one vocabulary of notes: admins pick pyramid notes from it and may add new ones. */
export const fragranceNotes = pgTable(
  'fragrance_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fragrance_notes_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * Every stock change an admin makes: inline and bulk edits, restocks and corrections, with the reason given.
 * Insert only; written in the same transaction as the change, so the ledger and the stock never disagree.
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Units added (positive) or taken away (negative). */
    delta: integer('delta').notNull(),
    stockBefore: integer('stock_before').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_changes_variant_idx').on(t.variantId, t.createdAt),
    check('stock_changes_adds_up', sql`${t.stockAfter} = ${t.stockBefore} + ${t.delta}`),
  ],
);

/** One row per IST day whose low-stock e-mail went out: claimed before sending, so it goes once a day. */
export const lowStockDigests = pgTable('low_stock_digests', {
  istDay: text('ist_day').primaryKey(),
  variantCount: integer('variant_count').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
