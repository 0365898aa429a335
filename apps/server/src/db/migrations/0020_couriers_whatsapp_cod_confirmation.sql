CREATE TABLE "provider_webhook_events" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"activity" text NOT NULL,
	"location" text
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text DEFAULT 'shiprocket' NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier_company_id" integer,
	"courier_name" text,
	"step" text DEFAULT 'order' NOT NULL,
	"last_error" text,
	"label_url" text,
	"manifest_url" text,
	"tracking_status" text,
	"tracking_status_id" integer,
	"etd" text,
	"delivery_problem" text,
	"delivery_problem_at" timestamp with time zone,
	"delivery_problem_action" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"event" text NOT NULL,
	"phone" text NOT NULL,
	"template" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "shipping_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "box_length_cm" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "box_breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "box_height_cm" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmation_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_via" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_to_sender_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "default_shipping_weight_grams" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "default_box_length_cm" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "default_box_breadth_cm" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "default_box_height_cm" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_rto_refusal_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_rto_min_orders" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_attempts" ADD CONSTRAINT "whatsapp_attempts_message_id_whatsapp_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."whatsapp_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_scans_unique" ON "shipment_scans" USING btree ("order_id","scanned_at","activity");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_unique" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_unique" ON "shipments" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "whatsapp_attempts_message_idx" ON "whatsapp_attempts" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_order_event_unique" ON "whatsapp_messages" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_phone_idx" ON "whatsapp_messages" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "orders_cod_confirmation_due_idx" ON "orders" USING btree ("cod_confirmation_due_at") WHERE "orders"."cod_confirmation" = 'awaiting';