ALTER TABLE "orders" ADD COLUMN "gift_card_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_last_four" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gift_card_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_within_total" CHECK ("orders"."gift_card_paise" >= 0 AND "orders"."gift_card_paise" <= "orders"."total_paise");