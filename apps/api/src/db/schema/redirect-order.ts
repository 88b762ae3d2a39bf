import type { PaymentAccount } from '@parking/domain/operator-file';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customerIdColumn } from './customer.js';
import { placeIdColumn } from './place.js';
import { stayIdColumn } from './stay.js';

/**
 * A stay payment through the signed-redirect kind (REGIONAL_REDIRECT, docs/decisions/059): the
 * order the browser takes to the gateway's hosted page. Its id is the spec's orderId: the stay
 * payment recorded when the gateway's notification authorises it has the same id. The amount is
 * the one signed into the request; the notification must repeat it.
 */
export const redirectOrder = pgTable(
  'redirect_order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ds_Merchant_Order: 12 characters, the first 4 digits, unique for the merchant. */
    orderNumber: text('order_number').notNull(),
    stayId: stayIdColumn(),
    customerId: customerIdColumn(),
    placeId: placeIdColumn(),
    /** SANDBOX (embedded) or REDSYS: who signed the request and must sign the answers. */
    gateway: text('gateway').notNull(),
    merchantCode: text('merchant_code').notNull(),
    terminal: text('terminal').notNull(),
    /**
     * The place's own merchant (environment variable names, issue 25) that signed it, kept so
     * that its answers are verified and its refund asked through it even after the place
     * changes merchant; null: the server's own (REDSYS_*, or the sandbox).
     */
    paymentAccount: jsonb('payment_account').$type<PaymentAccount>(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The instant the amount was computed for: the tariff is paid up to here. */
    pricedUntil: instant('priced_until').notNull(),
    locale: text('locale').notNull(),
    /**
     * PENDING until the gateway's notification says PAID or FAILED; EXPIRED when its price
     * lapsed unpaid (the sweeper, decision 069). An order paid when the stay was already paid up
     * (another order came first), or paid after its price expired for less than the stay then
     * owed, is REFUNDING until the gateway gives the money back (REFUNDED) or refuses to
     * (REFUND_FAILED: a person must look).
     */
    status: text('status').notNull().default('PENDING'),
    /** Why a refund: STAY_PAID (another payment came first) or PRICE_EXPIRED (paid too late). */
    refundReason: text('refund_reason'),
    /** Ds_Response of the notification that decided it. */
    responseCode: text('response_code'),
    authorisationCode: text('authorisation_code'),
    cardBrand: text('card_brand'),
    lastFourDigits: text('last_four_digits'),
    decidedAt: instant('decided_at'),
    /** The gateway's answer to the refund (0900, or its SIS error code), and when. */
    refundResponse: text('refund_response'),
    refundedAt: instant('refunded_at'),
    /** The last time a refund was asked for: a sweeper leaves a recent attempt to finish. */
    refundAttemptedAt: instant('refund_attempted_at'),
    /** When the browser's signed return was accepted: a second one is a replay (409). */
    returnedAt: instant('returned_at'),
    /**
     * Its price holds until here: a generate call for the same stay and amount before this,
     * from the caller holding its payer key, reuses the order; a payment notified after it counts only if it still pays what the stay
     * owes then (decision 069).
     */
    expiresAt: instant('expires_at').notNull(),
    /**
     * The SHA-256 of the payer key minted for the caller that made it (decision 068): only a
     * generate sending that key is given the order again. Null for orders made before.
     */
    payerKeyHash: text('payer_key_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redirect_order_number_key').on(t.merchantCode, t.orderNumber),
    index('redirect_order_stay_idx').on(t.stayId, t.createdAt),
    check(
      'redirect_order_status',
      sql`${t.status} in ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDING', 'REFUNDED', 'REFUND_FAILED')`,
    ),
    check(
      'redirect_order_refund_reason',
      sql`${t.refundReason} is null or ${t.refundReason} in ('STAY_PAID', 'PRICE_EXPIRED')`,
    ),
    index('redirect_order_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    index('redirect_order_refunding_idx')
      .on(t.refundAttemptedAt)
      .where(sql`${t.status} = 'REFUNDING'`),
    check('redirect_order_number_shape', sql`${t.orderNumber} ~ '^[0-9]{4}[0-9A-Za-z]{8}$'`),
    check('redirect_order_amount', sql`${t.amountMinor} > 0`),
    check('redirect_order_currency_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
  ],
);
