ALTER TABLE "customer" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "service_type" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "service_type" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "vehicle_type" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicle_type" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "rate" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "rate_line" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "service_type" ADD CONSTRAINT "service_type_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_type" ADD CONSTRAINT "vehicle_type_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_key" ON "customer" USING btree ("organization_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_key" ON "organization" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "place_key" ON "place" USING btree ("customer_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_type_key" ON "service_type" USING btree ("organization_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_type_key" ON "vehicle_type" USING btree ("organization_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_key" ON "rate" USING btree ("place_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_line_key" ON "rate_line" USING btree ("rate_id","key");--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_translations" CHECK (jsonb_typeof("customer"."translations") = 'object');