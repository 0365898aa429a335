-- Sale windows (docs/decisions/081-sale-windows.md): a size's sale price applies from sale_starts_at
-- (included) to sale_ends_at (excluded), either open when null; a window needs a sale price.
ALTER TABLE "product_variants" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "product_variants_sale_starts_idx" ON "product_variants" USING btree ("sale_starts_at") WHERE "product_variants"."sale_starts_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_variants_sale_ends_idx" ON "product_variants" USING btree ("sale_ends_at") WHERE "product_variants"."sale_ends_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_sale_ends_after_start" CHECK ("product_variants"."sale_ends_at" > "product_variants"."sale_starts_at");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_sale_window_needs_price" CHECK (("product_variants"."sale_starts_at" IS NULL AND "product_variants"."sale_ends_at" IS NULL) OR "product_variants"."sale_price_paise" > 0);