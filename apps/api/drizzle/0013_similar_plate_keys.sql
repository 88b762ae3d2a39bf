CREATE TABLE "stay_plate_key" (
	"stay_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "stay_plate_key_stay_id_key_pk" PRIMARY KEY("stay_id","key")
);
--> statement-breakpoint
ALTER TABLE "stay_plate_key" ADD CONSTRAINT "stay_plate_key_stay_id_stay_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stay"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_plate_key_lookup_idx" ON "stay_plate_key" USING btree ("customer_id","key","stay_id");