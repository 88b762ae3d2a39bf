-- Hand-edited (drizzle-kit cannot name the old primary key, and the backfill is ours): the
-- gated tariff becomes versions of a place's tariff, and each stay names the version it entered
-- under. Existing tariffs become each place's first version, in force since 1970 (a far past
-- instant rather than '-infinity', which a JavaScript Date cannot hold); every existing stay,
-- open or closed, is priced by it, as it was before.
ALTER TABLE "gated_tariff" DROP CONSTRAINT "gated_tariff_pkey";--> statement-breakpoint
ALTER TABLE "gated_tariff" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "gated_tariff" ADD CONSTRAINT "gated_tariff_pkey" PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "gated_tariff" ADD COLUMN "valid_from" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "gated_tariff" ALTER COLUMN "valid_from" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "gated_tariff" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "gated_tariff_place_valid_from_key" ON "gated_tariff" USING btree ("place_id","valid_from");--> statement-breakpoint
ALTER TABLE "stay" ADD COLUMN "gated_tariff_id" uuid;--> statement-breakpoint
UPDATE "stay" SET "gated_tariff_id" = "gated_tariff"."id" FROM "gated_tariff" WHERE "gated_tariff"."place_id" = "stay"."place_id";--> statement-breakpoint
ALTER TABLE "stay" ALTER COLUMN "gated_tariff_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stay" ADD CONSTRAINT "stay_gated_tariff_id_gated_tariff_id_fk" FOREIGN KEY ("gated_tariff_id") REFERENCES "public"."gated_tariff"("id") ON DELETE no action ON UPDATE no action;
