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
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_stay_payment_id_stay_payment_id_fk" FOREIGN KEY ("stay_payment_id") REFERENCES "public"."stay_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counter" ADD CONSTRAINT "invoice_counter_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_stay_payment_key" ON "invoice" USING btree ("stay_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_number_key" ON "invoice" USING btree ("customer_id","year","sequence");