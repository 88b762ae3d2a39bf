DROP INDEX "pending_payment_booking_hold_idx";--> statement-breakpoint
ALTER TABLE "assigned_right" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pending_payment_booking_hold_idx" ON "pending_payment" USING btree ("place_id","expires_at") WHERE "pending_payment"."kind" = 'BOOKING' and "pending_payment"."status" not in ('SUCCEEDED', 'EXPIRED');