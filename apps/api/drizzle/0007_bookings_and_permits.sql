CREATE TYPE "public"."booking_status" AS ENUM('CONFIRMED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "booking" (
	"assigned_right_id" uuid PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"quote_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"email" text NOT NULL,
	"status" "booking_status" DEFAULT 'CONFIRMED' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_window" CHECK ("booking"."end_at" > "booking"."start_at")
);
--> statement-breakpoint
CREATE TABLE "pending_quote" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"requested_start" timestamp with time zone NOT NULL,
	"requested_end" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"rate_line_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_minor" integer NOT NULL,
	"service_fee_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_quote_window" CHECK ("pending_quote"."end_at" > "pending_quote"."start_at"),
	CONSTRAINT "pending_quote_covers_request" CHECK ("pending_quote"."start_at" = "pending_quote"."requested_start" and "pending_quote"."end_at" >= "pending_quote"."requested_end"),
	CONSTRAINT "pending_quote_amounts" CHECK ("pending_quote"."amount_minor" >= 0 and "pending_quote"."service_fee_minor" >= 0),
	CONSTRAINT "pending_quote_currency_code" CHECK ("pending_quote"."currency_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "permit" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "place_settings" ADD COLUMN "booking_cancel_before_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_assigned_right_id_assigned_right_id_fk" FOREIGN KEY ("assigned_right_id") REFERENCES "public"."assigned_right"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_quote_id_pending_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."pending_quote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_quote" ADD CONSTRAINT "pending_quote_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_quote" ADD CONSTRAINT "pending_quote_rate_line_id_rate_line_id_fk" FOREIGN KEY ("rate_line_id") REFERENCES "public"."rate_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_overlap_idx" ON "booking" USING btree ("place_id","start_at","end_at") WHERE "booking"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "pending_quote_place_idx" ON "pending_quote" USING btree ("place_id","created_at");--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_quote_id_pending_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."pending_quote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_refund_key" ON "payment" USING btree ("assigned_right_id") WHERE "payment"."type" = 'REFUND';--> statement-breakpoint
CREATE INDEX "pending_payment_quote_idx" ON "pending_payment" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "pending_payment_renewal_idx" ON "pending_payment" USING btree ("extends_assigned_right_id","period_start") WHERE "pending_payment"."kind" = 'PERMIT';--> statement-breakpoint
ALTER TABLE "place_settings" ADD CONSTRAINT "place_settings_booking_cancel" CHECK ("place_settings"."booking_cancel_before_minutes" >= 0);