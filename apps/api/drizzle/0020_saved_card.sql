CREATE TABLE "sandbox_customer" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_card" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_secret_hash" text NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"processor_customer_id" text NOT NULL,
	"processor_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD COLUMN "setup_future_usage" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_method" ADD COLUMN "customer_id" text;--> statement-breakpoint
CREATE INDEX "saved_card_device_idx" ON "saved_card" USING btree ("device_secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_card_device_method" ON "saved_card" USING btree ("device_secret_hash","processor_method_id");