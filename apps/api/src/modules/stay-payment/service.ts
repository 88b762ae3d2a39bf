import { randomUUID } from 'node:crypto';
import {
  type CardPaymentIntent,
  type GenerateStayPaymentBody,
  PAYMENT_MESSAGES,
  PENDING_PAYMENT_VALIDITY_MS,
  type ProcessStayPaymentResult,
  STAY_PAYMENT_MESSAGES,
  stayStatusAt,
  toPricedAmounts,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import {
  type CardKind,
  keyOfHash,
  mintPayerKey,
  type PayerKey,
  type PaymentService,
  paymentErrors,
} from '../payment/index.js';
import { findPricedStay } from '../stay/index.js';
import { createStayPaymentRepository, type LiveStayPayment } from './repository.js';
import type { PaidStay } from './settle.js';

/** A live payment is handed out again only with this much of its validity left to pay it. */
const MIN_VALIDITY_LEFT_MS = 90_000;

const stayPaymentErrors = {
  sessionNotFound: () => new AppError('SESSION_NOT_FOUND', STAY_PAYMENT_MESSAGES.sessionNotFound),
  nothingToPay: () => new AppError('NOTHING_TO_PAY', STAY_PAYMENT_MESSAGES.nothingToPay),
  providerNotSupported: () =>
    new AppError('PROVIDER_NOT_SUPPORTED', PAYMENT_MESSAGES.providerNotSupported),
};

export type StayProcessOutcome =
  | ProcessStayPaymentResult
  | { status: 'processing'; externalId: string };

/**
 * Paying a gated stay with the card kinds (decision 058) on the payment core: the server prices
 * the stay now, the intent is created keyed by the pending payment (so a repeated generate of a
 * live payment, by the device holding its payer key, is the same intent, secret included), and
 * the core's claim, confirm and settle do the rest; the stay product (settle.ts) records the stay
 * payment once, whoever comes first.
 */
export function createStayPaymentService({
  db,
  payments,
  sandboxMoney,
  onPaid,
}: {
  db: Database;
  payments: PaymentService;
  /** Money an embedded sandbox took counts as paid: sandbox mode (docs/decisions/073). */
  sandboxMoney: boolean;
  /** Queues the payer's ticket e-mail (the stay product's step after its settle too). */
  onPaid: (paid: PaidStay) => Promise<unknown>;
}) {
  const { core } = payments;
  const repository = createStayPaymentRepository(db);

  return {
    /**
     * `payerKeys`: the X-Payer-Key keys the caller sent. A live payment of the stay is handed
     * out again only to a caller holding its key; anyone else, who may have the session id from
     * the plate, gets a payment of their own (issue 22: the pending payment's id is the order
     * id, the link to the ticket, card and invoice).
     */
    async generate(
      kind: CardKind,
      body: GenerateStayPaymentBody,
      payerKeys: readonly PayerKey[],
    ): Promise<CardPaymentIntent> {
      const at = core.now();
      const stay = await findPricedStay(db, body.sessionId, { sandboxMoney });
      if (!stay || stay.customerId !== body.customerId) throw stayPaymentErrors.sessionNotFound();
      if (stay.paymentProvider !== kind) throw stayPaymentErrors.providerNotSupported();
      const owner = await core.pendingHold.findPlace(stay.placeId);
      if (!owner) throw stayPaymentErrors.sessionNotFound();
      const status = stayStatusAt({ ...stay, at });
      if (status.status === 'LEFT' || status.amountDueMinor === 0) {
        throw stayPaymentErrors.nothingToPay();
      }
      const amountMinor = status.amountDueMinor;
      const validUntil = new Date(at.getTime() + MIN_VALIDITY_LEFT_MS);
      const query = { stayId: stay.id, provider: kind, amountMinor, validUntil };
      const processor = core.processors.get(owner.paymentGateway, owner.paymentAccount);
      // Same key, same parameters: the processor answers a live payment with its own intent.
      const intentFor = (id: string) =>
        processor.createIntent({
          amountMinor,
          currencyCode: stay.currencyCode,
          idempotencyKey: id,
          metadata: { pendingPaymentId: id, placeId: stay.placeId, stayId: stay.id },
          description: `${owner.organizationName}: ${stay.placeName}`,
        });
      const answer = async (
        payment: Pick<LiveStayPayment, 'id' | 'expiresAt'>,
        payerKey: string | undefined,
      ): Promise<CardPaymentIntent> => {
        const intent = await intentFor(payment.id);
        return {
          pendingPaymentId: payment.id,
          currencyCode: stay.currencyCode,
          ...toPricedAmounts({ amountMinor, serviceFeeMinor: 0 }),
          expiresAt: payment.expiresAt.toISOString(),
          isFree: false,
          id: intent.intentId,
          clientSecret: intent.clientSecret,
          ...(payerKey ? { payerKey } : {}),
        };
      };
      const live = await repository.findLive({
        ...query,
        payerKeyHashes: payerKeys.map(({ hash }) => hash),
      });
      if (live) return answer(live, keyOfHash(payerKeys, live.payerKeyHash));
      const id = randomUUID();
      const payer = mintPayerKey();
      const intent = await intentFor(id);
      const expiresAt = new Date(at.getTime() + PENDING_PAYMENT_VALIDITY_MS);
      await repository.insert({
        id,
        stayId: stay.id,
        placeId: stay.placeId,
        provider: kind,
        gateway: owner.paymentGateway,
        paymentAccount: owner.paymentAccount,
        amountMinor,
        currencyCode: stay.currencyCode,
        externalId: intent.intentId,
        licensePlate: stay.plate ?? '',
        locale: body.locale ?? null,
        pricedUntil: status.pricedAt,
        payerKeyHash: payer.hash,
        expiresAt,
        at,
      });
      return answer({ id, expiresAt }, payer.key);
    },

    /** Either kind: confirm (first, with the payment method) or read the intent, then settle. */
    async process(
      kind: CardKind,
      input: {
        externalId: string;
        paymentMethodId: string | null;
        email?: string | null | undefined;
        locale?: string | undefined;
      },
    ): Promise<StayProcessOutcome> {
      const row = await payments.findPendingByExternalId(input.externalId);
      if (row?.kind !== 'STAY' || !row.stayId) throw paymentErrors.paymentNotFound();
      const outcome = await payments.processByExternalId(kind, {
        externalId: input.externalId,
        paymentMethodId: input.paymentMethodId,
        licensePlate: row.licensePlate ?? '',
        email: input.email ?? null,
        locale: input.locale,
        stayId: row.stayId,
      });
      if ('assignedRightId' in outcome) {
        const orderId = outcome.assignedRightId;
        const email = input.email?.trim();
        // Settled by the webhook before this call brought the address: the ticket goes now.
        if (email && (await repository.addPayerEmail(orderId, email))) {
          const paid = { orderId, stayId: row.stayId, email, locale: input.locale ?? row.locale };
          await onPaid(paid).catch(() => undefined);
        }
        return { orderId, sessionId: row.stayId };
      }
      return outcome;
    },
  };
}

export type StayPaymentService = ReturnType<typeof createStayPaymentService>;
