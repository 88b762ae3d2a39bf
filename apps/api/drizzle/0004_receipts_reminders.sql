CREATE TYPE "public"."outbox_channel" AS ENUM('EMAIL', 'SMS');--> statement-breakpoint
CREATE TYPE "public"."receipt_delivery_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."reminder_status" AS ENUM('SCHEDULED', 'QUEUED', 'SENT', 'SKIPPED');--> statement-breakpoint
CREATE TABLE "expiry_reminder" (
	"assigned_right_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"locale" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"covers_until" timestamp with time zone NOT NULL,
	"status" "reminder_status" DEFAULT 'SCHEDULED' NOT NULL,
	"sent_at" timestamp with time zone,
	"skip_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminder_due_before_end" CHECK ("expiry_reminder"."due_at" <= "expiry_reminder"."covers_until")
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assigned_right_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" "receipt_delivery_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "expiry_reminder" ADD CONSTRAINT "expiry_reminder_assigned_right_id_assigned_right_id_fk" FOREIGN KEY ("assigned_right_id") REFERENCES "public"."assigned_right"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_delivery" ADD CONSTRAINT "receipt_delivery_assigned_right_id_assigned_right_id_fk" FOREIGN KEY ("assigned_right_id") REFERENCES "public"."assigned_right"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expiry_reminder_due_idx" ON "expiry_reminder" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "outbox_message_created_idx" ON "outbox_message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receipt_delivery_right_idx" ON "receipt_delivery" USING btree ("assigned_right_id","email","status");