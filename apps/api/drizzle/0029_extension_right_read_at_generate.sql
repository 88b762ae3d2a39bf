ALTER TABLE "pending_payment" ADD COLUMN "extends_right_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "extends_right_version" integer;