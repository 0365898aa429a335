-- Issue 9: "Notify me" waits for one size. A request made before sizes existed waits for its product's default size.
DROP INDEX "stock_alerts_waiting_idx";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
UPDATE "stock_alerts" AS a SET "variant_id" = (
  SELECT v."id" FROM "product_variants" AS v WHERE v."product_id" = a."product_id" ORDER BY v."position", v."created_at", v."id" LIMIT 1
);--> statement-breakpoint
DELETE FROM "stock_alerts" WHERE "variant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_size_idx" ON "stock_alerts" USING btree ("user_id","variant_id") WHERE "stock_alerts"."notified_at" is null;
