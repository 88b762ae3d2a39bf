ALTER TABLE "stay_payment" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Money recorded before the column: sandbox money unless a real processor took it (a Stripe
-- intent, a Redsys order). The demo seed's payments have neither: they are sandbox money too.
UPDATE "stay_payment" SET "sandbox" = true
WHERE NOT EXISTS (SELECT 1 FROM "pending_payment" WHERE "pending_payment"."id" = "stay_payment"."id" AND "pending_payment"."gateway" = 'STRIPE')
  AND NOT EXISTS (SELECT 1 FROM "redirect_order" WHERE "redirect_order"."id" = "stay_payment"."id" AND "redirect_order"."gateway" = 'REDSYS');
