CREATE TYPE "public"."pending_payment_kind" AS ENUM('INITIAL', 'EXTENSION', 'PERMIT', 'BOOKING');--> statement-breakpoint
CREATE TYPE "public"."pending_payment_status" AS ENUM('PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "pending_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"rate_id" uuid NOT NULL,
	"rate_line_id" uuid NOT NULL,
	"kind" "pending_payment_kind" DEFAULT 'INITIAL' NOT NULL,
	"extends_assigned_right_id" uuid,
	"provider" "payment_provider" NOT NULL,
	"gateway" "payment_gateway",
	"amount_minor" integer NOT NULL,
	"service_fee_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"external_id" text,
	"status" "pending_payment_status" DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"license_plate" text,
	"phone_number" text,
	"locale" text,
	"assigned_right_id" uuid,
	"payment_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_payment_amounts" CHECK ("pending_payment"."amount_minor" >= 0 and "pending_payment"."service_fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"gateway" "payment_gateway" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_event_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intent" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"confirm_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intent_charged_once" CHECK ("sandbox_payment_intent"."charge_count" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_method" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_rate_id_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_rate_line_id_rate_line_id_fk" FOREIGN KEY ("rate_line_id") REFERENCES "public"."rate_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_extends_assigned_right_id_assigned_right_id_fk" FOREIGN KEY ("extends_assigned_right_id") REFERENCES "public"."assigned_right"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_assigned_right_id_assigned_right_id_fk" FOREIGN KEY ("assigned_right_id") REFERENCES "public"."assigned_right"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD CONSTRAINT "pending_payment_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_payment_external_id_key" ON "pending_payment" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_payment_payment_key" ON "pending_payment" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "pending_payment_assigned_right_idx" ON "pending_payment" USING btree ("assigned_right_id");--> statement-breakpoint
CREATE INDEX "pending_payment_place_idx" ON "pending_payment" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intent_idempotency_key" ON "sandbox_payment_intent" USING btree ("idempotency_key");