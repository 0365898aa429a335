-- Issue 9, decision 071: what a perfume is (concentration, notes pyramid, accords, wear, seasons, provenance), and
-- the search document gains the notes. Dropping the generated column drops its index, which is made again.
CREATE TABLE "fragrance_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "concentration" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "top_notes" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "heart_notes" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "base_notes" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "accords" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "longevity" smallint;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sillage" smallint;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seasons" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "times_of_day" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "launch_year" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "perfumer" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "note_words" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" drop column "search_document";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("products"."title", '')), 'A') || setweight(to_tsvector('simple', coalesce("products"."custom_brand", "products"."brand", '')), 'A') || setweight(to_tsvector('simple', coalesce("products"."fragrance_type", '') || ' ' || coalesce("products"."custom_category", "products"."category", '') || ' ' || coalesce("products"."note_words", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."description", '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");
--> statement-breakpoint
CREATE UNIQUE INDEX "fragrance_notes_name_idx" ON "fragrance_notes" USING btree (lower("name"));
--> statement-breakpoint
CREATE INDEX "products_top_notes_idx" ON "products" USING gin ("top_notes");
--> statement-breakpoint
CREATE INDEX "products_heart_notes_idx" ON "products" USING gin ("heart_notes");
--> statement-breakpoint
CREATE INDEX "products_base_notes_idx" ON "products" USING gin ("base_notes");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_longevity_range" CHECK ("products"."longevity" BETWEEN 1 AND 5);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sillage_range" CHECK ("products"."sillage" BETWEEN 1 AND 5);
--> statement-breakpoint
-- The curated vocabulary of notes the pyramids draw from; admins add more from the product form.
INSERT INTO "fragrance_notes" ("name") VALUES
  ('Bergamot'),
  ('Lemon'),
  ('Lime'),
  ('Mandarin'),
  ('Orange'),
  ('Grapefruit'),
  ('Yuzu'),
  ('Neroli'),
  ('Petitgrain'),
  ('Pink Pepper'),
  ('Black Pepper'),
  ('Cardamom'),
  ('Saffron'),
  ('Ginger'),
  ('Cinnamon'),
  ('Clove'),
  ('Nutmeg'),
  ('Cumin'),
  ('Lavender'),
  ('Rosemary'),
  ('Sage'),
  ('Basil'),
  ('Mint'),
  ('Lemongrass'),
  ('Geranium'),
  ('Rose'),
  ('Jasmine'),
  ('Jasmine Sambac'),
  ('Mogra'),
  ('Tuberose'),
  ('Iris'),
  ('Violet'),
  ('Orange Blossom'),
  ('Magnolia'),
  ('Peony'),
  ('Lily Of The Valley'),
  ('Ylang-Ylang'),
  ('Frangipani'),
  ('Marigold'),
  ('Fig'),
  ('Fig Leaf'),
  ('Green Tea'),
  ('Matcha'),
  ('Galbanum'),
  ('Plum'),
  ('Pear'),
  ('Blackcurrant'),
  ('Raspberry'),
  ('Coconut'),
  ('Milk'),
  ('Honey'),
  ('Vanilla'),
  ('Tonka Bean'),
  ('Caramel'),
  ('Praline'),
  ('Chai'),
  ('Tobacco'),
  ('Leather'),
  ('Oud'),
  ('Sandalwood'),
  ('Cedar'),
  ('Vetiver'),
  ('Patchouli'),
  ('Guaiac Wood'),
  ('Cashmere Wood'),
  ('Amber'),
  ('Ambergris'),
  ('Labdanum'),
  ('Benzoin'),
  ('Incense'),
  ('Myrrh'),
  ('Musk'),
  ('White Musk'),
  ('Moss'),
  ('Rain Accord'),
  ('Petrichor'),
  ('Sea Salt'),
  ('Khus'),
  ('Tea'),
  ('Lychee'),
  ('Heliotrope'),
  ('Orchid'),
  ('Cocoa'),
  ('Birch'),
  ('Elemi'),
  ('Suede'),
  ('Grass'),
  ('Pomelo'),
  ('Carrot Seed'),
  ('Oakmoss'),
  ('Nagarmotha');
