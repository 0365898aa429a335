CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"invoice_prefix" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_number_length" CHECK (length("tax_documents"."number") <= 16)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '3303' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text DEFAULT '3303' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery_date" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_idx" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
-- Free-text states typed before issue 10 take the listed name where they name one (any case, '&', old names);
-- the others stay as typed and the address form asks the shopper to choose.
UPDATE "addresses" AS a SET "state" = m.name
FROM (VALUES
  ('andaman and nicobar islands', 'Andaman and Nicobar Islands'),
  ('andhra pradesh', 'Andhra Pradesh'),
  ('arunachal pradesh', 'Arunachal Pradesh'),
  ('assam', 'Assam'),
  ('bihar', 'Bihar'),
  ('chandigarh', 'Chandigarh'),
  ('chhattisgarh', 'Chhattisgarh'),
  ('dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('delhi', 'Delhi'),
  ('goa', 'Goa'),
  ('gujarat', 'Gujarat'),
  ('haryana', 'Haryana'),
  ('himachal pradesh', 'Himachal Pradesh'),
  ('jammu and kashmir', 'Jammu and Kashmir'),
  ('jharkhand', 'Jharkhand'),
  ('karnataka', 'Karnataka'),
  ('kerala', 'Kerala'),
  ('ladakh', 'Ladakh'),
  ('lakshadweep', 'Lakshadweep'),
  ('madhya pradesh', 'Madhya Pradesh'),
  ('maharashtra', 'Maharashtra'),
  ('manipur', 'Manipur'),
  ('meghalaya', 'Meghalaya'),
  ('mizoram', 'Mizoram'),
  ('nagaland', 'Nagaland'),
  ('odisha', 'Odisha'),
  ('puducherry', 'Puducherry'),
  ('punjab', 'Punjab'),
  ('rajasthan', 'Rajasthan'),
  ('sikkim', 'Sikkim'),
  ('tamil nadu', 'Tamil Nadu'),
  ('telangana', 'Telangana'),
  ('tripura', 'Tripura'),
  ('uttar pradesh', 'Uttar Pradesh'),
  ('uttarakhand', 'Uttarakhand'),
  ('west bengal', 'West Bengal'),
  ('andaman and nicobar', 'Andaman and Nicobar Islands'),
  ('andaman nicobar islands', 'Andaman and Nicobar Islands'),
  ('orissa', 'Odisha'),
  ('pondicherry', 'Puducherry'),
  ('new delhi', 'Delhi'),
  ('nct of delhi', 'Delhi'),
  ('national capital territory of delhi', 'Delhi'),
  ('uttaranchal', 'Uttarakhand'),
  ('jammu kashmir', 'Jammu and Kashmir'),
  ('daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('dnh and dd', 'Dadra and Nagar Haveli and Daman and Diu')
) AS m(normalized, name)
WHERE trim(regexp_replace(regexp_replace(replace(lower(a."state"), '&', ' and '), '[^a-z]+', ' ', 'g'), '\s+', ' ', 'g')) = m.normalized
  AND a."state" <> m.name;
--> statement-breakpoint
-- Demo registration, replaced by the shop in the back office before trading (docs/decisions/073-gst-invoices.md).
INSERT INTO "shop_settings" ("id", "legal_name", "gstin", "address_line1", "address_line2", "city", "state_code", "postal_code", "invoice_prefix")
VALUES (1, 'Aurelle Fragrances Private Limited', '29AABCA1234C1ZB', '12 Lavelle Road', 'Ashok Nagar', 'Bengaluru', '29', '560001', 'AUR');
