ALTER TABLE "pending_payment" ADD COLUMN "payment_account" jsonb;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "payment_account" jsonb;--> statement-breakpoint
ALTER TABLE "saved_card" ADD COLUMN "payment_account" jsonb;