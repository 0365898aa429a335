CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"standard_fee_paise" integer DEFAULT 0 NOT NULL,
	"free_from_paise" integer,
	"standard_days_min" integer DEFAULT 3 NOT NULL,
	"standard_days_max" integer DEFAULT 5 NOT NULL,
	"express_enabled" boolean DEFAULT false NOT NULL,
	"express_fee_paise" integer DEFAULT 0 NOT NULL,
	"express_days_min" integer DEFAULT 1 NOT NULL,
	"express_days_max" integer DEFAULT 2 NOT NULL,
	"cutoff_minutes" integer DEFAULT 840 NOT NULL,
	"working_days" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL,
	"unserved_pins" text[] DEFAULT '{}'::text[] NOT NULL,
	"no_cod_pins" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_option" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;