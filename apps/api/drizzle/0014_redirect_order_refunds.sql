ALTER TABLE "redirect_order" DROP CONSTRAINT "redirect_order_status";--> statement-breakpoint
ALTER TABLE "redirect_order" ADD COLUMN "refund_response" text;--> statement-breakpoint
ALTER TABLE "redirect_order" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redirect_order" ADD COLUMN "refund_attempted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "redirect_order_refunding_idx" ON "redirect_order" USING btree ("refund_attempted_at") WHERE "redirect_order"."status" = 'REFUNDING';--> statement-breakpoint
ALTER TABLE "redirect_order" ADD CONSTRAINT "redirect_order_status" CHECK ("redirect_order"."status" in ('PENDING', 'PAID', 'FAILED', 'REFUNDING', 'REFUNDED', 'REFUND_FAILED'));