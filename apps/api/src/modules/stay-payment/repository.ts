import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { pendingPayment, stayPayment } from '#api/db/schema/index.js';
import type { CardKind } from '../payment/index.js';

/** A card payment of a stay the visitor may still confirm. */
export type LiveStayPayment = {
  id: string;
  expiresAt: Date;
  payerKeyHash: string | null;
};

export type NewStayPayment = {
  id: string;
  stayId: string;
  placeId: string;
  provider: CardKind;
  gateway: NonNullable<typeof pendingPayment.$inferInsert.gateway>;
  /** The place's own processor account the intent was made with; null for the server's. */
  paymentAccount: typeof pendingPayment.$inferInsert.paymentAccount;
  amountMinor: number;
  currencyCode: string;
  externalId: string;
  /** The stay's plate, or '' when the camera read none: the payment's vehicle is the stay. */
  licensePlate: string;
  locale: string | null;
  pricedUntil: Date;
  expiresAt: Date;
  at: Date;
  /** The hash of the payer key minted for its caller (decision 068): only it gets it again. */
  payerKeyHash: string;
};

/**
 * A live STAY payment of this stay, kind and amount, valid until at least `validUntil`, made
 * for one of these payer keys: the same device's second click, tab or retry gets the same
 * intent; anyone else, who holds none of its keys, never does (issue 22).
 */
async function findLive(
  db: Database,
  input: {
    stayId: string;
    provider: CardKind;
    amountMinor: number;
    validUntil: Date;
    payerKeyHashes: readonly string[];
  },
): Promise<LiveStayPayment | undefined> {
  if (input.payerKeyHashes.length === 0) return undefined;
  const [row] = await db
    .select({
      id: pendingPayment.id,
      expiresAt: pendingPayment.expiresAt,
      payerKeyHash: pendingPayment.payerKeyHash,
    })
    .from(pendingPayment)
    .where(
      and(
        eq(pendingPayment.stayId, input.stayId),
        eq(pendingPayment.kind, 'STAY'),
        eq(pendingPayment.provider, input.provider),
        eq(pendingPayment.amountMinor, input.amountMinor),
        inArray(pendingPayment.status, ['PENDING', 'FAILED', 'PROCESSING']),
        gt(pendingPayment.expiresAt, input.validUntil),
        inArray(pendingPayment.payerKeyHash, [...input.payerKeyHashes]),
      ),
    )
    .orderBy(desc(pendingPayment.expiresAt))
    .limit(1);
  return row;
}

/** The card payments of stays (decision 058): the live one of a stay, or a new one. */
export function createStayPaymentRepository(db: Database) {
  return {
    findLive: (input: Parameters<typeof findLive>[1]) => findLive(db, input),

    /**
     * The payer's address on a stay payment recorded without one (the webhook settled it
     * before the browser's call brought it); true when this call gave it.
     */
    async addPayerEmail(orderId: string, email: string): Promise<boolean> {
      const rows = await db
        .update(stayPayment)
        .set({ email })
        .where(and(eq(stayPayment.id, orderId), isNull(stayPayment.email)))
        .returning({ id: stayPayment.id });
      return rows.length > 0;
    },

    /** A new payment of its own for a caller who proved no live one of the stay is theirs. */
    async insert(values: NewStayPayment): Promise<void> {
      await db.insert(pendingPayment).values({
        id: values.id,
        placeId: values.placeId,
        kind: 'STAY',
        stayId: values.stayId,
        provider: values.provider,
        gateway: values.gateway,
        paymentAccount: values.paymentAccount ?? null,
        amountMinor: values.amountMinor,
        serviceFeeMinor: 0,
        currencyCode: values.currencyCode,
        externalId: values.externalId,
        status: 'PENDING',
        licensePlate: values.licensePlate,
        locale: values.locale,
        periodEnd: values.pricedUntil,
        payerKeyHash: values.payerKeyHash,
        expiresAt: values.expiresAt,
        createdAt: values.at,
        updatedAt: values.at,
      });
    },
  };
}
