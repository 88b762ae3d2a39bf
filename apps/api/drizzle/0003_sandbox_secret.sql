CREATE TABLE "sandbox_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_payment_intent_due_idx" ON "sandbox_payment_intent" USING btree ("confirm_at") WHERE "sandbox_payment_intent"."confirm_at" is not null;