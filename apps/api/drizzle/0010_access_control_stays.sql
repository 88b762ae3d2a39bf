ALTER TYPE "public"."pending_payment_kind" ADD VALUE 'STAY';--> statement-breakpoint
CREATE TABLE "gated_tariff" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"free_minutes" integer DEFAULT 0 NOT NULL,
	"steps" jsonb NOT NULL,
	"then_every_minutes" integer NOT NULL,
	"then_amount_minor" integer NOT NULL,
	"daily_cap_minor" integer NOT NULL,
	"grace_minutes" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "gated_tariff_values" CHECK ("gated_tariff"."free_minutes" >= 0 and "gated_tariff"."then_every_minutes" > 0 and "gated_tariff"."then_amount_minor" >= 0 and "gated_tariff"."daily_cap_minor" >= 0 and "gated_tariff"."grace_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stay_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stay_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"priced_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"external_id" text NOT NULL,
	"transaction_id" text,
	"card_brand" text,
	"last_four_digits" text,
	"email" text,
	"locale" text DEFAULT 'es-ES' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_payment_amount" CHECK ("stay_payment"."amount_minor" >= 0),
	CONSTRAINT "stay_payment_currency_code" CHECK ("stay_payment"."currency_code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "stay_payment_last_four" CHECK ("stay_payment"."last_four_digits" is null or "stay_payment"."last_four_digits" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "stay" DROP CONSTRAINT "stay_amount_due";--> statement-breakpoint
ALTER TABLE "stay" DROP CONSTRAINT "stay_plate_normalised";--> statement-breakpoint
ALTER TABLE "pending_payment" ALTER COLUMN "rate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_payment" ALTER COLUMN "rate_line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stay" ALTER COLUMN "plate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_settings" ADD COLUMN "similar_plates_on_miss" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "stay_id" uuid;--> statement-breakpoint
ALTER TABLE "gated_tariff" ADD CONSTRAINT "gated_tariff_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_payment" ADD CONSTRAINT "stay_payment_stay_id_stay_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stay"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_payment" ADD CONSTRAINT "stay_payment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_payment" ADD CONSTRAINT "stay_payment_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_payment_external_key" ON "stay_payment" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "stay_payment_stay_idx" ON "stay_payment" USING btree ("stay_id","paid_at");--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_stay_id_stay_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stay"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_payment_stay_idx" ON "pending_payment" USING btree ("stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_open_plate_key" ON "stay" USING btree ("place_id","plate") WHERE "stay"."actual_end" is null and "stay"."plate" is not null;--> statement-breakpoint
ALTER TABLE "stay" DROP COLUMN "amount_due_minor";--> statement-breakpoint
ALTER TABLE "stay" DROP COLUMN "currency_code";--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_priced" CHECK (("pending_payment"."rate_line_id" is not null and "pending_payment"."rate_id" is not null) or "pending_payment"."stay_id" is not null);--> statement-breakpoint
ALTER TABLE "stay" ADD CONSTRAINT "stay_plate_normalised" CHECK ("stay"."plate" is null or "stay"."plate" ~ '^[A-Z0-9]+$');