ALTER TABLE "receipt_delivery" ADD COLUMN "payer_key_hash" text;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "payer_key_hash" text;