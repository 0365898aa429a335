-- Issue 9, decision 070: every product becomes one 100 ml size carrying its price, sale price and stock; cart lines
-- and order lines point at that size. Order lines keep their title, image and price snapshots unchanged.
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size_ml" integer NOT NULL,
	"kind" text DEFAULT 'bottle' NOT NULL,
	"name" text,
	"sku" text NOT NULL,
	"price_paise" integer NOT NULL,
	"sale_price_paise" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_paise" > 0),
	CONSTRAINT "product_variants_sale_price_non_negative" CHECK ("product_variants"."sale_price_paise" >= 0),
	CONSTRAINT "product_variants_size_positive" CHECK ("product_variants"."size_ml" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree ("sku");
--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");
--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "size_ml", "kind", "sku", "price_paise", "sale_price_paise", "stock", "position", "created_at")
  SELECT "id", 100, 'bottle', 'AUR-' || upper(substr(replace("id"::text, '-', ''), 1, 10)) || '-100', "price_paise", "sale_price_paise", "total_stock", 0, "created_at"
  FROM "products";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "products" AS p SET "variants" = jsonb_build_array(jsonb_build_object(
    'id', v."id", 'sizeMl', v."size_ml", 'kind', v."kind", 'name', v."name", 'sku', v."sku", 'pricePaise', v."price_paise",
    'salePricePaise', v."sale_price_paise", 'stock', v."stock", 'image', v."image", 'isHidden', v."is_hidden"))
  FROM "product_variants" AS v WHERE v."product_id" = p."id";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;
--> statement-breakpoint
UPDATE "cart_items" AS c SET "variant_id" = v."id" FROM "product_variants" AS v WHERE v."product_id" = c."product_id";
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id");
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;
--> statement-breakpoint
UPDATE "order_items" AS o SET "variant_id" = v."id", "variant_label" = v."size_ml" || ' ml', "sku" = v."sku"
  FROM "product_variants" AS v WHERE v."product_id" = o."product_id";
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");
--> statement-breakpoint
CREATE TRIGGER product_variants_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_catalog_change();
