CREATE TABLE "server_key" (
	"purpose" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_payment" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "booking_quote_idx" ON "booking" USING btree ("quote_id");