-- An order's lines are checked against their products and sizes when the checkout commits, not when they are
-- inserted (decision 114): a checkout writes them before it takes the product locks, and a key checked at the insert
-- would hold KEY SHARE on the product and size while it waits for those locks, which deadlocks with an admin's edit
-- that holds the product lock and locks the size FOR UPDATE.
ALTER TABLE "order_items" ALTER CONSTRAINT "order_items_product_id_products_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "order_items" ALTER CONSTRAINT "order_items_variant_id_product_variants_id_fk" DEFERRABLE INITIALLY DEFERRED;
