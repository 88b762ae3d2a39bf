ALTER TABLE "place" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "place_address" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rate" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_translations" CHECK (jsonb_typeof("place"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "place_address" ADD CONSTRAINT "place_address_translations" CHECK (jsonb_typeof("place_address"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "rate" ADD CONSTRAINT "rate_translations" CHECK (jsonb_typeof("rate"."translations") = 'object');