-- Every write to the catalog (products, their stock and ratings, reviews, home images) notifies channel
-- aurelle_catalog at commit, so every app instance drops its cached catalog answers (docs/decisions/062).
CREATE OR REPLACE FUNCTION aurelle_notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('aurelle_catalog', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER reviews_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER feature_images_notify_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_images
  FOR EACH STATEMENT EXECUTE FUNCTION aurelle_notify_catalog_change();
