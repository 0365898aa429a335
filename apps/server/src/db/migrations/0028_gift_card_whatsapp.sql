ALTER TABLE "whatsapp_messages" ADD COLUMN "gift_card_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD COLUMN "recipient_whatsapp" text;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_gift_card_purchase_id_gift_card_purchases_id_fk" FOREIGN KEY ("gift_card_purchase_id") REFERENCES "public"."gift_card_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_gift_card_purchase_unique" ON "whatsapp_messages" USING btree ("gift_card_purchase_id");