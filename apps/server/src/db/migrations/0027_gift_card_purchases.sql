CREATE TABLE "gift_card_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"for_self" boolean DEFAULT false NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"deliver_on" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"failure_reason" text,
	"gift_card_id" uuid,
	"sealed_code" text,
	"delivered_at" timestamp with time zone,
	"receipt_number" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_purchases_amount_positive" CHECK ("gift_card_purchases"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_receipt_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"presets_paise" jsonb NOT NULL,
	"min_paise" integer NOT NULL,
	"max_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "gift_card_settings_single_row" CHECK ("gift_card_settings"."id" = 1),
	CONSTRAINT "gift_card_settings_limits" CHECK ("gift_card_settings"."min_paise" < "gift_card_settings"."max_paise")
);
--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_settings" ADD CONSTRAINT "gift_card_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_provider_order_unique" ON "gift_card_purchases" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_card_unique" ON "gift_card_purchases" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_receipt_unique" ON "gift_card_purchases" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "gift_card_purchases_buyer_idx" ON "gift_card_purchases" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_purchases_status_idx" ON "gift_card_purchases" USING btree ("status","created_at");