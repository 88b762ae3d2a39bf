CREATE TYPE "public"."assigned_right_kind" AS ENUM('TRANSIENT', 'PERMIT', 'BOOKING');--> statement-breakpoint
CREATE TYPE "public"."credential_type" AS ENUM('BARCODE', 'BLUETOOTH', 'ETICKET', 'LICENSE_PLATE', 'PERMIT', 'QR_CODE', 'TICKET');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('SANDBOX', 'STRIPE');--> statement-breakpoint
CREATE TYPE "public"."payment_line_type" AS ENUM('BASE', 'SURCHARGE', 'VALIDATION', 'TIP', 'COMMISSION', 'TAX');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('CARD_INTENT', 'CARD_CLIENT_SECRET', 'FREE', 'EXTERNAL', 'REGIONAL_REDIRECT', 'REGIONAL_WALLET');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('BASE', 'REFUND');--> statement-breakpoint
CREATE TYPE "public"."period_type" AS ENUM('PRIMARY', 'VALID', 'EXCEPTION');--> statement-breakpoint
CREATE TYPE "public"."permit_status" AS ENUM('ACTIVE', 'COMPLETED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."rate_type" AS ENUM('FLAT_RATE', 'FLAT_RATE_TIER', 'EXTENSION', 'PERMIT');--> statement-breakpoint
CREATE TYPE "public"."weekday" AS ENUM('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY');--> statement-breakpoint
CREATE TABLE "assigned_right" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" "assigned_right_kind" NOT NULL,
	"phone_number" text,
	"notify_before_expiry" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assigned_right_id" uuid NOT NULL,
	"type" "credential_type" NOT NULL,
	"local_identifier" text NOT NULL,
	CONSTRAINT "credential_normalised" CHECK ("credential"."local_identifier" ~ '^[A-Z0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assigned_right_id" uuid NOT NULL,
	"type" "payment_type" NOT NULL,
	"start_period_covered" timestamp with time zone NOT NULL,
	"end_period_covered" timestamp with time zone NOT NULL,
	"transaction_id" text,
	"date_collected" timestamp with time zone NOT NULL,
	"rate_line_id" uuid,
	"currency_code" text NOT NULL,
	"card_brand" text,
	"last_four_digits" text,
	"provider" "payment_provider" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_period" CHECK ("payment"."end_period_covered" >= "payment"."start_period_covered"),
	CONSTRAINT "payment_currency_code" CHECK ("payment"."currency_code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_last_four" CHECK ("payment"."last_four_digits" is null or "payment"."last_four_digits" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payment_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"type" "payment_line_type" NOT NULL,
	"code" text,
	"amount_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permit" (
	"assigned_right_id" uuid PRIMARY KEY NOT NULL,
	"rate_line_id" uuid NOT NULL,
	"status" "permit_status" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"landing_url" text,
	"logo_url" text,
	"primary_color" text DEFAULT '#0b57d0' NOT NULL,
	"secondary_color" text DEFAULT '#e8f0fe' NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"terms_url" text,
	"languages" text[] DEFAULT '{es-ES}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_primary_color" CHECK ("customer"."primary_color" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "customer_secondary_color" CHECK ("customer"."secondary_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "customer_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"allow_sms" boolean DEFAULT false NOT NULL,
	"default_sms" boolean DEFAULT true NOT NULL,
	"expire_minutes" integer DEFAULT 15 NOT NULL,
	"vehicle_lookup" boolean DEFAULT false NOT NULL,
	"allow_extensions" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_settings_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "customer_settings_expire_minutes" CHECK ("customer_settings"."expire_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"default_currency_code" text NOT NULL,
	"default_measurement_unit" text DEFAULT 'metric' NOT NULL,
	"default_date_format" text DEFAULT 'DD/MM/YYYY HH:mm' NOT NULL,
	"default_country_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_currency_code" CHECK ("organization"."default_currency_code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "organization_country_code" CHECK ("organization"."default_country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "organization_measurement_unit" CHECK ("organization"."default_measurement_unit" in ('metric', 'imperial'))
);
--> statement-breakpoint
CREATE TABLE "period" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"type" "period_type" NOT NULL,
	"start_of_period" timestamp with time zone NOT NULL,
	"end_of_period" timestamp with time zone,
	CONSTRAINT "period_bounds" CHECK ("period"."end_of_period" is null or "period"."end_of_period" >= "period"."start_of_period")
);
--> statement-breakpoint
CREATE TABLE "period_time_range" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"applicable_day" "weekday" NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "period_time_range_start" CHECK ("period_time_range"."start_minute" between 0 and 1439),
	CONSTRAINT "period_time_range_end" CHECK ("period_time_range"."end_minute" between 0 and 2879)
);
--> statement-breakpoint
CREATE TABLE "closing_day" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "place" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"spaces_total" integer DEFAULT 0 NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"terms_url" text,
	"payment_provider" "payment_provider" DEFAULT 'CARD_INTENT' NOT NULL,
	"payment_gateway" "payment_gateway" DEFAULT 'SANDBOX' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_spaces_total" CHECK ("place"."spaces_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "place_address" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text,
	"postal_code" text,
	"country_code" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_service_type" (
	"place_id" uuid NOT NULL,
	"service_type_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "place_service_type_place_id_service_type_id_pk" PRIMARY KEY("place_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "place_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"default_date_format" text DEFAULT 'DD/MM/YYYY HH:mm' NOT NULL,
	"expire_minutes" integer DEFAULT 15 NOT NULL,
	"allow_extensions" boolean DEFAULT false NOT NULL,
	"allow_sms" boolean DEFAULT false NOT NULL,
	"default_sms" boolean DEFAULT true NOT NULL,
	"vehicle_lookup" boolean DEFAULT false NOT NULL,
	CONSTRAINT "place_settings_place_id_unique" UNIQUE("place_id"),
	CONSTRAINT "place_settings_expire_minutes" CHECK ("place_settings"."expire_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "place_vehicle_type" (
	"place_id" uuid NOT NULL,
	"vehicle_type_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "place_vehicle_type_place_id_vehicle_type_id_pk" PRIMARY KEY("place_id","vehicle_type_id")
);
--> statement-breakpoint
CREATE TABLE "service_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" "rate_type" NOT NULL,
	"currency_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rate_currency_code" CHECK ("rate"."currency_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "rate_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rate_id" uuid NOT NULL,
	"value_minor" integer NOT NULL,
	"service_fee_minor" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer,
	"start_before_minute" integer,
	"end_time_of_period_minute" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_line_value" CHECK ("rate_line"."value_minor" >= 0),
	CONSTRAINT "rate_line_service_fee" CHECK ("rate_line"."service_fee_minor" >= 0),
	CONSTRAINT "rate_line_duration" CHECK ("rate_line"."duration_minutes" is null or "rate_line"."duration_minutes" > 0),
	CONSTRAINT "rate_line_start_before" CHECK ("rate_line"."start_before_minute" is null or "rate_line"."start_before_minute" between 0 and 1439),
	CONSTRAINT "rate_line_end_time" CHECK ("rate_line"."end_time_of_period_minute" is null or "rate_line"."end_time_of_period_minute" between 0 and 2879)
);
--> statement-breakpoint
CREATE TABLE "stay" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"actual_start" timestamp with time zone NOT NULL,
	"actual_end" timestamp with time zone,
	"amount_due_minor" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	CONSTRAINT "stay_plate_normalised" CHECK ("stay"."plate" ~ '^[A-Z0-9]+$'),
	CONSTRAINT "stay_amount_due" CHECK ("stay"."amount_due_minor" >= 0),
	CONSTRAINT "stay_bounds" CHECK ("stay"."actual_end" is null or "stay"."actual_end" >= "stay"."actual_start")
);
--> statement-breakpoint
ALTER TABLE "assigned_right" ADD CONSTRAINT "assigned_right_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_right" ADD CONSTRAINT "assigned_right_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential" ADD CONSTRAINT "credential_assigned_right_id_assigned_right_id_fk" FOREIGN KEY ("assigned_right_id") REFERENCES "public"."assigned_right"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_assigned_right_id_assigned_right_id_fk" FOREIGN KEY ("assigned_right_id") REFERENCES "public"."assigned_right"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_rate_line_id_rate_line_id_fk" FOREIGN KEY ("rate_line_id") REFERENCES "public"."rate_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_line" ADD CONSTRAINT "payment_line_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit" ADD CONSTRAINT "permit_assigned_right_id_assigned_right_id_fk" FOREIGN KEY ("assigned_right_id") REFERENCES "public"."assigned_right"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit" ADD CONSTRAINT "permit_rate_line_id_rate_line_id_fk" FOREIGN KEY ("rate_line_id") REFERENCES "public"."rate_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_settings" ADD CONSTRAINT "customer_settings_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period" ADD CONSTRAINT "period_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_time_range" ADD CONSTRAINT "period_time_range_period_id_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."period"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_day" ADD CONSTRAINT "closing_day_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_address" ADD CONSTRAINT "place_address_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_image" ADD CONSTRAINT "place_image_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_service_type" ADD CONSTRAINT "place_service_type_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_service_type" ADD CONSTRAINT "place_service_type_service_type_id_service_type_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_settings" ADD CONSTRAINT "place_settings_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_vehicle_type" ADD CONSTRAINT "place_vehicle_type_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_vehicle_type" ADD CONSTRAINT "place_vehicle_type_vehicle_type_id_vehicle_type_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate" ADD CONSTRAINT "rate_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_line" ADD CONSTRAINT "rate_line_rate_id_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay" ADD CONSTRAINT "stay_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay" ADD CONSTRAINT "stay_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assigned_right_place_idx" ON "assigned_right" USING btree ("place_id","kind");--> statement-breakpoint
CREATE INDEX "credential_local_identifier_idx" ON "credential" USING btree ("local_identifier");--> statement-breakpoint
CREATE INDEX "credential_assigned_right_idx" ON "credential" USING btree ("assigned_right_id");--> statement-breakpoint
CREATE INDEX "payment_assigned_right_idx" ON "payment" USING btree ("assigned_right_id","type","end_period_covered");--> statement-breakpoint
CREATE INDEX "payment_transaction_idx" ON "payment" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_line_payment_idx" ON "payment_line" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "customer_organization_idx" ON "customer" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "period_place_idx" ON "period" USING btree ("place_id","type","start_of_period");--> statement-breakpoint
CREATE INDEX "period_time_range_period_idx" ON "period_time_range" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "closing_day_place_idx" ON "closing_day" USING btree ("place_id","date");--> statement-breakpoint
CREATE INDEX "place_customer_idx" ON "place" USING btree ("customer_id","position");--> statement-breakpoint
CREATE INDEX "place_address_place_idx" ON "place_address" USING btree ("place_id","position");--> statement-breakpoint
CREATE INDEX "place_image_place_idx" ON "place_image" USING btree ("place_id","position");--> statement-breakpoint
CREATE INDEX "rate_place_idx" ON "rate" USING btree ("place_id","type","position");--> statement-breakpoint
CREATE INDEX "rate_line_rate_idx" ON "rate_line" USING btree ("rate_id","position");--> statement-breakpoint
CREATE INDEX "stay_customer_plate_idx" ON "stay" USING btree ("customer_id","plate");--> statement-breakpoint
CREATE INDEX "stay_customer_start_idx" ON "stay" USING btree ("customer_id","actual_start");