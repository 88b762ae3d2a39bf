CREATE TABLE "gate_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_id" text,
	"plate" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"confidence" real,
	"stay_id" uuid,
	"api_key_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_event_kind" CHECK ("gate_event"."kind" in ('ENTRY', 'EXIT')),
	CONSTRAINT "gate_event_plate_normalised" CHECK ("gate_event"."plate" is null or "gate_event"."plate" ~ '^[A-Z0-9]+$'),
	CONSTRAINT "gate_event_exit_plate" CHECK ("gate_event"."kind" = 'ENTRY' or "gate_event"."plate" is not null)
);
--> statement-breakpoint
CREATE TABLE "operator_api_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"label" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_api_key_hash_hex" CHECK ("operator_api_key"."key_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "gate_event" ADD CONSTRAINT "gate_event_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_event" ADD CONSTRAINT "gate_event_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_event" ADD CONSTRAINT "gate_event_stay_id_stay_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stay"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_event" ADD CONSTRAINT "gate_event_api_key_id_operator_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."operator_api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_api_key" ADD CONSTRAINT "operator_api_key_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_event_event_id_key" ON "gate_event" USING btree ("place_id","kind","event_id") WHERE "gate_event"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_event_report_key" ON "gate_event" USING btree ("place_id","kind",coalesce("plate", ''),"occurred_at");--> statement-breakpoint
CREATE INDEX "gate_event_waiting_exit_idx" ON "gate_event" USING btree ("place_id","plate","occurred_at") WHERE "gate_event"."kind" = 'EXIT' and "gate_event"."stay_id" is null;--> statement-breakpoint
CREATE INDEX "gate_event_stay_idx" ON "gate_event" USING btree ("stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_api_key_hash_key" ON "operator_api_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "operator_api_key_customer_idx" ON "operator_api_key" USING btree ("customer_id");