ALTER TABLE "gated_tariff" ADD COLUMN "currency_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stay" ADD COLUMN "entry_confidence" real;--> statement-breakpoint
ALTER TABLE "stay" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gated_tariff" ADD CONSTRAINT "gated_tariff_currency_code" CHECK ("gated_tariff"."currency_code" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "stay" ADD CONSTRAINT "stay_entry_confidence" CHECK ("stay"."entry_confidence" is null or ("stay"."entry_confidence" >= 0 and "stay"."entry_confidence" <= 1));