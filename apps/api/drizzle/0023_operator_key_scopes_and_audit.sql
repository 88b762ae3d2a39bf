CREATE TABLE "operator_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"key_id" uuid,
	"actor" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid,
	"request_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_key" text,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "operator_audit_actor" CHECK ("operator_audit"."actor" ~ '^(key|cli):.+$'),
	CONSTRAINT "operator_audit_key_actor" CHECK (("operator_audit"."key_id" is null) = ("operator_audit"."actor" like 'cli:%'))
);
--> statement-breakpoint
ALTER TABLE "operator_api_key" DROP CONSTRAINT "operator_api_key_customer_id_customer_id_fk";
--> statement-breakpoint
ALTER TABLE "operator_api_key" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_api_key" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
-- Backfill (hand-written): a key belongs to the organisation of its customer.
UPDATE "operator_api_key" SET "organization_id" = "customer"."organization_id" FROM "customer" WHERE "customer"."id" = "operator_api_key"."customer_id";--> statement-breakpoint
ALTER TABLE "operator_api_key" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
-- Backfill (hand-written): every key made before scopes was a gate key; new keys name theirs.
ALTER TABLE "operator_api_key" ADD COLUMN "scopes" text[] DEFAULT '{gate}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_api_key" ALTER COLUMN "scopes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "operator_api_key" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_key_id_operator_api_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."operator_api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_organization_seq_idx" ON "operator_audit" USING btree ("organization_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_audit_customer_seq_idx" ON "operator_audit" USING btree ("customer_id","seq" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "operator_api_key" ADD CONSTRAINT "operator_api_key_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Moved (hand-edited): the unique index the reference below needs comes first.
CREATE UNIQUE INDEX "customer_id_organization_key" ON "customer" USING btree ("id","organization_id");--> statement-breakpoint
ALTER TABLE "operator_api_key" ADD CONSTRAINT "operator_api_key_customer_of_organization_fk" FOREIGN KEY ("customer_id","organization_id") REFERENCES "public"."customer"("id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_api_key_organization_idx" ON "operator_api_key" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "operator_api_key" ADD CONSTRAINT "operator_api_key_scopes_known" CHECK (cardinality("operator_api_key"."scopes") > 0 and "operator_api_key"."scopes" <@ array['gate', 'admin:read', 'admin:write']::text[]);--> statement-breakpoint
ALTER TABLE "operator_api_key" ADD CONSTRAINT "operator_api_key_gate_alone" CHECK (not ('gate' = any("operator_api_key"."scopes")) or ("operator_api_key"."scopes" = array['gate']::text[] and "operator_api_key"."customer_id" is not null));--> statement-breakpoint
-- Hand-written: the audit is append-only, whoever connects (PGlite and PostgreSQL alike).
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_rewrite" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
