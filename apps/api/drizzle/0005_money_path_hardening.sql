ALTER TYPE "public"."pending_payment_status" ADD VALUE 'CHARGED';--> statement-breakpoint
ALTER TYPE "public"."pending_payment_status" ADD VALUE 'REFUNDING';--> statement-breakpoint
ALTER TYPE "public"."pending_payment_status" ADD VALUE 'REFUNDED';--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD COLUMN "amount_refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD COLUMN "refund_idempotency_key" text;--> statement-breakpoint
CREATE INDEX "pending_payment_unfinished_idx" ON "pending_payment" USING btree ("expires_at") WHERE "pending_payment"."gateway" is not null and "pending_payment"."status" not in ('SUCCEEDED', 'EXPIRED');--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD CONSTRAINT "sandbox_payment_intent_refund_within_amount" CHECK ("sandbox_payment_intent"."amount_refunded_minor" between 0 and "sandbox_payment_intent"."amount_minor");