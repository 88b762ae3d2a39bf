import type { PaymentAccount } from '@parking/domain/operator-file';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { paymentGatewayEnum } from './enums.js';

/**
 * A card a driver kept for their device (decision 086): the processor's customer and payment
 * method, bound to the SHA-256 of a secret only the device holds. No account, no card number:
 * brand, last four and expiry are what the device is shown.
 */
export const savedCard = pgTable(
  'saved_card',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the device's secret: a database read gives no one a card to pay with. */
    deviceSecretHash: text('device_secret_hash').notNull(),
    gateway: paymentGatewayEnum('gateway').notNull(),
    /**
     * The place's own processor account it was kept with (its variables' names; null: the
     * server's): a card kept at one account's customer cannot pay through another account.
     */
    paymentAccount: jsonb('payment_account').$type<PaymentAccount>(),
    processorCustomerId: text('processor_customer_id').notNull(),
    processorMethodId: text('processor_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    index('saved_card_device_idx').on(t.deviceSecretHash),
    // The same card saved twice by one device is one row.
    uniqueIndex('saved_card_device_method').on(t.deviceSecretHash, t.processorMethodId),
  ],
);
