-- Catalog change notifications name what changed (decision 099), so each instance drops only the cached answers that
-- show it and keeps its in-memory catalog index current by re-reading those products alone. The payload is
-- '<table>:<id>,<id>,…' (products: the product ids; reviews: the reviewed product ids), cut into several
-- notifications under PostgreSQL's 8,000-byte limit; a bare table name ('products' on TRUNCATE, 'feature_images')
-- means "anything in it may have changed".
CREATE OR REPLACE FUNCTION aurelle_notify_catalog_ids(source text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  chunk_size constant int := 150;
  total int := coalesce(array_length(ids, 1), 0);
  first int := 1;
BEGIN
  WHILE first <= total LOOP
    PERFORM pg_notify('aurelle_catalog', source || ':' || array_to_string(ids[first:first + chunk_size - 1], ','));
    first := first + chunk_size;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aurelle_notify_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM aurelle_notify_catalog_ids('products', ARRAY(SELECT DISTINCT id::text FROM changed_products));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aurelle_notify_review_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM aurelle_notify_catalog_ids('reviews', ARRAY(SELECT DISTINCT product_id::text FROM changed_reviews));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_notify_catalog_change ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_notify_catalog_change ON reviews;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_notify_catalog_change ON product_variants;
--> statement-breakpoint
-- Sizes: their product's projection is re-written with them (syncProductVariants), which notifies too; naming the
-- product here as well keeps a size written alone from going unseen.
CREATE OR REPLACE FUNCTION aurelle_notify_size_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM aurelle_notify_catalog_ids('products', ARRAY(SELECT DISTINCT product_id::text FROM changed_sizes));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_notify_inserted AFTER INSERT ON product_variants REFERENCING NEW TABLE AS changed_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_size_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_notify_updated AFTER UPDATE ON product_variants REFERENCING NEW TABLE AS changed_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_size_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_notify_deleted AFTER DELETE ON product_variants REFERENCING OLD TABLE AS changed_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_size_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_notify_truncated AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER products_notify_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_product_rows();
--> statement-breakpoint
CREATE TRIGGER products_notify_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_product_rows();
--> statement-breakpoint
CREATE TRIGGER products_notify_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_product_rows();
--> statement-breakpoint
CREATE TRIGGER products_notify_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER reviews_notify_inserted AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_review_rows();
--> statement-breakpoint
CREATE TRIGGER reviews_notify_updated AFTER UPDATE ON reviews REFERENCING NEW TABLE AS changed_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_review_rows();
--> statement-breakpoint
CREATE TRIGGER reviews_notify_deleted AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_review_rows();
--> statement-breakpoint
CREATE TRIGGER reviews_notify_truncated AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_catalog_change();
--> statement-breakpoint
-- The SQL listing (used while an instance's index is loading or deaf) sorts by title this way.
CREATE INDEX IF NOT EXISTS products_title_sort_idx ON products ((lower(title) COLLATE "C"), id) WHERE archived_at IS NULL;
