ALTER TABLE "redirect_order" DROP CONSTRAINT "redirect_order_status";--> statement-breakpoint
ALTER TABLE "redirect_order" ADD COLUMN "refund_reason" text;--> statement-breakpoint
CREATE INDEX "redirect_order_pending_expiry_idx" ON "redirect_order" USING btree ("expires_at") WHERE "redirect_order"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "redirect_order" ADD CONSTRAINT "redirect_order_refund_reason" CHECK ("redirect_order"."refund_reason" is null or "redirect_order"."refund_reason" in ('STAY_PAID', 'PRICE_EXPIRED'));--> statement-breakpoint
ALTER TABLE "redirect_order" ADD CONSTRAINT "redirect_order_status" CHECK ("redirect_order"."status" in ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDING', 'REFUNDED', 'REFUND_FAILED'));--> statement-breakpoint
UPDATE "redirect_order" SET "refund_reason" = 'STAY_PAID' WHERE "status" IN ('REFUNDING', 'REFUNDED', 'REFUND_FAILED');