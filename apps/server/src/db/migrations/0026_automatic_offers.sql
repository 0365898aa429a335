CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"threshold_paise" integer,
	"amount_paise" integer,
	"qualifying_size_ml" integer,
	"qualifying_variant_id" uuid,
	"free_variant_id" uuid,
	"sample_variant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_window" CHECK ("offers"."ends_at" > "offers"."starts_at"),
	CONSTRAINT "offers_threshold_positive" CHECK ("offers"."threshold_paise" IS NULL OR "offers"."threshold_paise" > 0),
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount_paise" IS NULL OR "offers"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_qualifying_variant_id_product_variants_id_fk" FOREIGN KEY ("qualifying_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_free_variant_id_product_variants_id_fk" FOREIGN KEY ("free_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_window_idx" ON "offers" USING btree ("ends_at","starts_at");