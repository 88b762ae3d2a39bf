CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"stay_payment_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"seller_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"place_name" text NOT NULL,
	"place_address" text,
	"timezone" text NOT NULL,
	"plate" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"card_brand" text,
	"last_four_digits" text,
	"email_status" text DEFAULT 'PENDING' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_last_error" text,
	"email_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_sequence" CHECK ("invoice"."sequence" >= 1),
	CONSTRAINT "invoice_amount" CHECK ("invoice"."amount_minor" >= 0),
	CONSTRAINT "invoice_currency_code" CHECK ("invoice"."currency_code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoice_email_status" CHECK ("invoice"."email_status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"customer_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counter_customer_id_year_pk" PRIMARY KEY("customer_id","year"),
	CONSTRAINT "invoice_counter_values" CHECK ("invoice_counter"."last_number" >= 0 and "invoice_counter"."year" between 2000 and 9999)
);
--> statement-breakpoint
CREATE TABLE "gate_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_id" text,
	"plate" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"confidence" real,
	"stay_id" uuid,
	"api_key_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_event_kind" CHECK ("gate_event"."kind" in ('ENTRY', 'EXIT')),
	CONSTRAINT "gate_event_plate_normalised" CHECK ("gate_event"."plate" is null or "gate_event"."plate" ~ '^[A-Z0-9]+$'),
	CONSTRAINT "gate_event_exit_plate" CHECK ("gate_event"."kind" = 'ENTRY' or "gate_event"."plate" is not null)
);
--> statement-breakpoint
CREATE TABLE "operator_api_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"label" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_api_key_hash_hex" CHECK ("operator_api_key"."key_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "redirect_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"stay_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"merchant_code" text NOT NULL,
	"terminal" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"priced_until" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"response_code" text,
	"authorisation_code" text,
	"card_brand" text,
	"last_four_digits" text,
	"decided_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_order_status" CHECK ("redirect_order"."status" in ('PENDING', 'PAID', 'FAILED')),
	CONSTRAINT "redirect_order_number_shape" CHECK ("redirect_order"."order_number" ~ '^[0-9]{4}[0-9A-Za-z]{8}$'),
	CONSTRAINT "redirect_order_amount" CHECK ("redirect_order"."amount_minor" > 0),
	CONSTRAINT "redirect_order_currency_code" CHECK ("redirect_order"."currency_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_stay_payment_id_stay_payment_id_fk" FOREIGN KEY ("stay_payment_id") REFERENCES "public"."stay_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counter" ADD CONSTRAINT "invoice_counter_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_event" ADD CONSTRAINT "gate_event_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_event" ADD CONSTRAINT "gate_event_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_event" ADD CONSTRAINT "gate_event_stay_id_stay_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stay"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_event" ADD CONSTRAINT "gate_event_api_key_id_operator_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."operator_api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_api_key" ADD CONSTRAINT "operator_api_key_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_order" ADD CONSTRAINT "redirect_order_stay_id_stay_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stay"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_order" ADD CONSTRAINT "redirect_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_order" ADD CONSTRAINT "redirect_order_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_stay_payment_key" ON "invoice" USING btree ("stay_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_number_key" ON "invoice" USING btree ("customer_id","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_event_event_id_key" ON "gate_event" USING btree ("place_id","kind","event_id") WHERE "gate_event"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_event_report_key" ON "gate_event" USING btree ("place_id","kind",coalesce("plate", ''),"occurred_at");--> statement-breakpoint
CREATE INDEX "gate_event_waiting_exit_idx" ON "gate_event" USING btree ("place_id","plate","occurred_at") WHERE "gate_event"."kind" = 'EXIT' and "gate_event"."stay_id" is null;--> statement-breakpoint
CREATE INDEX "gate_event_stay_idx" ON "gate_event" USING btree ("stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_api_key_hash_key" ON "operator_api_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "operator_api_key_customer_idx" ON "operator_api_key" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_order_number_key" ON "redirect_order" USING btree ("merchant_code","order_number");--> statement-breakpoint
CREATE INDEX "redirect_order_stay_idx" ON "redirect_order" USING btree ("stay_id","created_at");