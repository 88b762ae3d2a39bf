import { randomUUID } from 'node:crypto';
import {
  type CardGateway,
  type CardPaymentIntent,
  type CardProviderInfo,
  type GeneratePaymentBody,
  getRateCoverage,
  isRateAvailableAt,
  normalizePlate,
  PENDING_PAYMENT_VALIDITY_MS,
  type PendingPayment,
} from '@parking/domain';
import type { Database } from '../../db/client.js';
import { placeNotFound } from '../../errors.js';
import {
  type CardProcessor,
  type Intent,
  PAID_INTENT_STATUSES,
} from '../../payments/card-processor.js';
import { paymentErrors } from './errors.js';
import { freeTransactionId, toPendingPayment, toRateTiming } from './pricing.js';
import {
  createPaymentRepository,
  type LockedPending,
  type PendingLookup,
  type PlaceAndRateLine,
} from './repository.js';

/** How the core reaches a processor; payments/registry.ts provides it. */
export type CardProcessorLookup = { get(gateway: CardGateway): CardProcessor };

export type CardKind = 'CARD_INTENT' | 'CARD_CLIENT_SECRET';
type Kind = CardKind | 'FREE';

export type PaymentServiceOptions = {
  db: Database;
  processors: CardProcessorLookup;
  /** The clock: tests move it to expire a payment without waiting 4 minutes. */
  now?: () => Date;
};

/** What the driver gives when paying: plate, optional phone (notify), UI locale. */
export type DriverDetails = {
  licensePlate: string;
  phoneNumber?: string | null | undefined;
  locale?: string | undefined;
};

export type ProcessOutcome =
  | { assignedRightId: string }
  | { status: 'processing'; externalId: string };

export type FinaliseResult =
  | { status: 'succeeded'; assignedRightId: string }
  | { status: 'processing' }
  | { status: 'failed'; reason: string }
  | { status: 'unknown' };

const PAID = new Set(PAID_INTENT_STATUSES);
const PURCHASABLE_RATE_TYPES = new Set(['FLAT_RATE', 'FLAT_RATE_TIER']);
const DEFAULT_RIGHT_LOCALE = 'en-US';

/** Where a process call stands after the locked read (step 2 of decision 030). */
type Claim =
  | { kind: 'succeeded'; assignedRightId: string }
  | { kind: 'expired'; row: LockedPending }
  | { kind: 'claimed'; row: LockedPending };

/** Why an intent that is not paid did not go through, or null when it simply is not done. */
function failureOf(intent: Intent): string | null {
  if (intent.status === 'canceled') return intent.lastError ?? 'canceled';
  if (intent.status === 'requires_action') return intent.lastError ?? 'authentication required';
  if (intent.status === 'requires_payment_method' && intent.lastError) return intent.lastError;
  return null;
}

/**
 * The payment core (docs/decisions/030 and 031). It owns every transaction; processor calls
 * always run outside them, so a slow processor never holds a row lock (nor, on PGlite, the one
 * connection), and the processor's idempotency keys make repeated calls harmless.
 */
export function createPaymentService({
  db,
  processors,
  now = () => new Date(),
}: PaymentServiceOptions) {
  const repository = createPaymentRepository(db);

  /** The rate line priced for a place, or the reason it cannot be bought now. */
  async function priceRate(body: GeneratePaymentBody, at: Date): Promise<PlaceAndRateLine> {
    const found = await repository.findPlaceAndRateLine(body.placeId, body.rateLineId);
    if (!found) throw placeNotFound();
    if (found.rateLineId === null || found.rateId === null) throw paymentErrors.rateNotFound();
    if (found.rateId !== body.rateId) throw paymentErrors.rateLineOfAnotherRate();
    if (found.ratePlaceId !== found.placeId) throw paymentErrors.rateOfAnotherPlace();
    const timing = toRateTiming(found);
    const available =
      found.rateActive &&
      found.rateType !== null &&
      PURCHASABLE_RATE_TYPES.has(found.rateType) &&
      isRateAvailableAt({ rate: timing, at, timeZone: found.timezone });
    if (!available) throw paymentErrors.rateNotAvailable();
    return found;
  }

  function insertPending(priced: PlaceAndRateLine, kind: Kind, at: Date) {
    return repository.insertPending({
      placeId: priced.placeId,
      rateId: priced.rateId as string,
      rateLineId: priced.rateLineId as string,
      provider: kind,
      gateway: kind === 'FREE' ? null : priced.paymentGateway,
      amountMinor: priced.valueMinor as number,
      serviceFeeMinor: priced.serviceFeeMinor as number,
      currencyCode: priced.currencyCode as string,
      status: 'PENDING',
      expiresAt: new Date(at.getTime() + PENDING_PAYMENT_VALIDITY_MS),
      createdAt: at,
      updatedAt: at,
    });
  }

  /** Step 2: lock, answer a settled payment at once, refuse an expired one, record the driver. */
  function claim(lookup: PendingLookup, kind: Kind, driver: DriverDetails): Promise<Claim> {
    return db.transaction(async (tx) => {
      const row = await repository.lockPending(tx, lookup);
      if (!row) throw paymentErrors.paymentNotFound();
      const pending = row.pending;
      if (pending.provider !== kind) throw paymentErrors.providerNotSupported();
      if (pending.status === 'SUCCEEDED' && pending.assignedRightId) {
        return { kind: 'succeeded', assignedRightId: pending.assignedRightId };
      }
      const at = now();
      if (pending.status === 'EXPIRED' || pending.expiresAt.getTime() <= at.getTime()) {
        return { kind: 'expired', row };
      }
      await repository.recordDriver(tx, pending.id, {
        licensePlate: normalizePlate(driver.licensePlate),
        phoneNumber: driver.phoneNumber ?? null,
        locale: driver.locale ?? pending.locale,
        status: kind === 'FREE' ? pending.status : 'PROCESSING',
        updatedAt: at,
      });
      return {
        kind: 'claimed',
        row: {
          ...row,
          pending: {
            ...pending,
            licensePlate: normalizePlate(driver.licensePlate),
            phoneNumber: driver.phoneNumber ?? null,
            locale: driver.locale ?? pending.locale,
          },
        },
      };
    });
  }

  /**
   * Creates the assigned right of a locked, unsettled pending payment and marks it SUCCEEDED,
   * inside the caller's transaction. The covered period starts now, by the rate's own rule.
   */
  async function settle(
    tx: Database,
    row: LockedPending,
    intent: Intent | null,
    at: Date,
  ): Promise<string> {
    const pending = row.pending;
    const coverage = getRateCoverage({
      rate: toRateTiming(row),
      start: at,
      timeZone: row.timezone,
    });
    const plate = pending.licensePlate ?? intent?.metadata.licensePlate ?? null;
    const assignedRightId = randomUUID();
    const paymentId = randomUUID();
    await repository.insertAssignedRight(tx, {
      assignedRightId,
      paymentId,
      placeId: pending.placeId,
      customerId: row.customerId,
      plate: plate ? normalizePlate(plate) || null : null,
      phoneNumber: pending.phoneNumber,
      locale: pending.locale ?? DEFAULT_RIGHT_LOCALE,
      start: coverage.start,
      end: coverage.end,
      collectedAt: at,
      transactionId: intent ? intent.intentId : freeTransactionId(pending.id),
      rateLineId: pending.rateLineId,
      currencyCode: pending.currencyCode,
      cardBrand: intent?.card ? intent.card.brand.toUpperCase() : null,
      lastFourDigits: intent?.card ? intent.card.last4 : null,
      provider: pending.provider,
      amountMinor: pending.amountMinor,
      serviceFeeMinor: pending.serviceFeeMinor,
    });
    const settled = await repository.markSucceeded(tx, pending.id, {
      assignedRightId,
      paymentId,
      at,
    });
    // Unreachable while the row is locked; if it ever happens, roll the right back.
    if (!settled) throw new Error(`Pending payment ${pending.id} was settled twice`);
    return assignedRightId;
  }

  /** Step 4: one transaction that re-checks the status under the lock, then settles. */
  function finalise(pendingPaymentId: string, intent: Intent): Promise<string> {
    return db.transaction(async (tx) => {
      const row = await repository.lockPending(tx, { id: pendingPaymentId });
      if (!row) throw paymentErrors.paymentNotFound();
      if (row.pending.status === 'SUCCEEDED' && row.pending.assignedRightId) {
        return row.pending.assignedRightId;
      }
      return settle(tx, row, intent, now());
    });
  }

  function processorOf(row: LockedPending): CardProcessor {
    if (!row.pending.gateway) throw new Error(`Pending payment ${row.pending.id} has no gateway`);
    return processors.get(row.pending.gateway);
  }

  /**
   * First kind: confirm with the browser's payment method. The key is per payment and method:
   * concurrent retries with one method charge once; a new method after a decline is a new
   * attempt, which the processor allows only while the intent is unpaid.
   */
  async function confirm(row: LockedPending, paymentMethodId: string): Promise<Intent> {
    const processor = processorOf(row);
    const intentId = row.pending.externalId as string;
    try {
      return await processor.confirmIntent({
        intentId,
        paymentMethodId,
        idempotencyKey: `${row.pending.id}:${paymentMethodId}`,
      });
    } catch (error) {
      // A concurrent attempt may have paid it (the processor then refuses to confirm again),
      // or the processor reports a decline as an error: the intent's state decides.
      const intent = await processor.retrieveIntent({ intentId }).catch(() => null);
      if (intent && (PAID.has(intent.status) || intent.status === 'processing')) return intent;
      if (intent && failureOf(intent)) return intent;
      throw error;
    }
  }

  /** Steps 3-4 once the processor has answered: settle, wait, or refuse. */
  async function conclude(row: LockedPending, intent: Intent, expired: boolean) {
    const pending = row.pending;
    if (PAID.has(intent.status)) {
      return { assignedRightId: await finalise(pending.id, intent) };
    }
    const at = now();
    if (expired) {
      await repository.setStatusUnlessSucceeded(db, pending.id, { status: 'EXPIRED', at });
      throw paymentErrors.paymentExpired();
    }
    if (intent.status === 'processing') {
      return { status: 'processing' as const, externalId: intent.intentId };
    }
    const failure = failureOf(intent);
    if (failure) {
      await repository.setStatusUnlessSucceeded(db, pending.id, {
        status: 'FAILED',
        at,
        failureReason: failure,
      });
      throw paymentErrors.paymentDeclined();
    }
    await repository.setStatusUnlessSucceeded(db, pending.id, { status: 'PENDING', at });
    throw paymentErrors.paymentNotConfirmed();
  }

  async function processCard(
    lookup: PendingLookup,
    kind: CardKind,
    driver: DriverDetails,
    paymentMethodId: string | null,
  ): Promise<ProcessOutcome> {
    const claimed = await claim(lookup, kind, driver);
    if (claimed.kind === 'succeeded') return { assignedRightId: claimed.assignedRightId };
    const { row } = claimed;
    const intentId = row.pending.externalId;
    if (!intentId) throw paymentErrors.paymentNotFound();
    // Expired: never charge now, but honour money the processor already took.
    const expired = claimed.kind === 'expired';
    const intent =
      !expired && paymentMethodId
        ? await confirm(row, paymentMethodId)
        : await processorOf(row).retrieveIntent({ intentId });
    return conclude(row, intent, expired);
  }

  return {
    /** POST /payment/generate-payment: free rates only; a priced rate needs a card kind. */
    async generateFreePayment(body: GeneratePaymentBody): Promise<PendingPayment> {
      const at = now();
      const priced = await priceRate(body, at);
      if ((priced.valueMinor ?? 0) + (priced.serviceFeeMinor ?? 0) > 0) {
        throw paymentErrors.cardPaymentRequired();
      }
      return toPendingPayment(await insertPending(priced, 'FREE', at));
    },

    /** POST /{provider}/generate-payment: the pending payment and the processor's intent. */
    async generateCardPayment(
      kind: CardKind,
      body: GeneratePaymentBody,
    ): Promise<CardPaymentIntent> {
      const at = now();
      const priced = await priceRate(body, at);
      if (priced.paymentProvider !== kind) throw paymentErrors.providerNotSupported();
      const totalMinor = (priced.valueMinor ?? 0) + (priced.serviceFeeMinor ?? 0);
      if (totalMinor === 0) throw paymentErrors.freeRateNeedsNoCard();
      const pending = await insertPending(priced, kind, at);
      const processor = processors.get(priced.paymentGateway);
      let intent: Awaited<ReturnType<CardProcessor['createIntent']>>;
      try {
        intent = await processor.createIntent({
          amountMinor: totalMinor,
          currencyCode: pending.currencyCode,
          idempotencyKey: pending.id,
          metadata: { pendingPaymentId: pending.id, placeId: pending.placeId },
          description: `${priced.placeName}: ${priced.rateName}`,
        });
      } catch (error) {
        await repository.setStatusUnlessSucceeded(db, pending.id, {
          status: 'FAILED',
          at: now(),
          failureReason: 'the processor could not create the intent',
        });
        throw error;
      }
      await repository.setExternalId(pending.id, intent.intentId, now());
      return {
        ...toPendingPayment(pending),
        id: intent.intentId,
        clientSecret: intent.clientSecret,
      };
    },

    /** POST /payment/process-payment: settles a free payment in one transaction. */
    async processFreePayment(
      input: DriverDetails & { pendingPaymentId: string },
    ): Promise<{ assignedRightId: string }> {
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.lockPending(tx, { id: input.pendingPaymentId });
        if (!row) throw paymentErrors.paymentNotFound();
        const pending = row.pending;
        if (pending.provider !== 'FREE') throw paymentErrors.providerNotSupported();
        if (pending.status === 'SUCCEEDED' && pending.assignedRightId) {
          return { assignedRightId: pending.assignedRightId };
        }
        const at = now();
        if (pending.status === 'EXPIRED' || pending.expiresAt.getTime() <= at.getTime()) {
          await repository.setStatusUnlessSucceeded(tx, pending.id, { status: 'EXPIRED', at });
          return { expired: true as const };
        }
        const driven = {
          ...row,
          pending: {
            ...pending,
            licensePlate: normalizePlate(input.licensePlate),
            phoneNumber: input.phoneNumber ?? null,
            locale: input.locale ?? pending.locale,
          },
        };
        await repository.recordDriver(tx, pending.id, {
          licensePlate: driven.pending.licensePlate,
          phoneNumber: driven.pending.phoneNumber,
          locale: driven.pending.locale,
          status: 'PROCESSING',
          updatedAt: at,
        });
        return { assignedRightId: await settle(tx, driven, null, at) };
      });
      // Thrown after the commit, so that the EXPIRED mark stays.
      if ('expired' in outcome) throw paymentErrors.paymentExpired();
      return outcome;
    },

    /** POST /card-intent/process-payment: confirm server-side, then settle. */
    processIntentPayment(
      input: DriverDetails & { paymentIntentId: string; paymentMethodId: string },
    ): Promise<ProcessOutcome> {
      return processCard(
        { externalId: input.paymentIntentId },
        'CARD_INTENT',
        input,
        input.paymentMethodId,
      );
    },

    /** POST /card-client-secret/process-payment: the browser confirmed; read and settle. */
    processClientSecretPayment(
      input: DriverDetails & { externalId: string },
    ): Promise<ProcessOutcome> {
      return processCard({ externalId: input.externalId }, 'CARD_CLIENT_SECRET', input, null);
    },

    /** POST /card-client-secret/update-payment-intent/{id}: what the payment is for. */
    async updatePaymentIntent(
      input: DriverDetails & { paymentIntentId: string; placeId: string },
    ): Promise<{ externalId: string; pendingPaymentId: string }> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const locked = await repository.lockPending(tx, { externalId: input.paymentIntentId });
        if (!locked) throw paymentErrors.paymentNotFound();
        const pending = locked.pending;
        if (pending.provider !== 'CARD_CLIENT_SECRET') throw paymentErrors.providerNotSupported();
        if (pending.placeId !== input.placeId) throw paymentErrors.wrongPlace();
        if (pending.status === 'SUCCEEDED') return locked;
        if (pending.status === 'EXPIRED' || pending.expiresAt.getTime() <= at.getTime()) {
          throw paymentErrors.paymentExpired();
        }
        await repository.recordDriver(tx, pending.id, {
          licensePlate: normalizePlate(input.licensePlate),
          phoneNumber: input.phoneNumber ?? null,
          locale: input.locale ?? pending.locale,
          status: pending.status,
          updatedAt: at,
        });
        return locked;
      });
      const metadata: Record<string, string> = {
        pendingPaymentId: row.pending.id,
        placeId: row.pending.placeId,
        licensePlate: normalizePlate(input.licensePlate),
      };
      if (input.phoneNumber) metadata.phoneNumber = input.phoneNumber;
      if (input.locale) metadata.locale = input.locale;
      await processorOf(row).updateIntentMetadata({ intentId: input.paymentIntentId, metadata });
      return { externalId: input.paymentIntentId, pendingPaymentId: row.pending.id };
    },

    /**
     * For webhooks and the summary by external id: asks the processor where the intent stands
     * and settles a paid one (idempotently: a settled payment answers with its right).
     */
    async finaliseByExternalId(input: {
      gateway: CardGateway;
      externalId: string;
    }): Promise<FinaliseResult> {
      const pending = await repository.findPending({ externalId: input.externalId });
      if (!pending || pending.gateway !== input.gateway) return { status: 'unknown' };
      if (pending.status === 'SUCCEEDED' && pending.assignedRightId) {
        return { status: 'succeeded', assignedRightId: pending.assignedRightId };
      }
      const intent = await processors.get(input.gateway).retrieveIntent({
        intentId: input.externalId,
      });
      if (PAID.has(intent.status)) {
        return { status: 'succeeded', assignedRightId: await finalise(pending.id, intent) };
      }
      const failure = failureOf(intent);
      if (failure) {
        await repository.setStatusUnlessSucceeded(db, pending.id, {
          status: 'FAILED',
          at: now(),
          failureReason: failure,
        });
        return { status: 'failed', reason: failure };
      }
      // 'processing', or not confirmed by the browser yet: not finished either way.
      return { status: 'processing' };
    },

    /** GET /{provider}/place/{placeId}: what the browser needs to mount the card form. */
    async getProviderInfo(kind: CardKind, placeId: string): Promise<CardProviderInfo> {
      const found = await repository.findPlace(placeId);
      if (!found) throw placeNotFound();
      if (found.paymentProvider !== kind) throw paymentErrors.providerNotSupported();
      const config = processors.get(found.paymentGateway).publicConfig();
      return {
        gateway: found.paymentGateway,
        publicApiKey: config.publicApiKey,
        googlePayMerchantId: config.googlePayMerchantId,
        publicKey: config.publicKey,
        cardFormUrl: config.cardFormUrl,
        merchantName: found.organizationName,
      };
    },

    /** The pending payment behind an external id (summary by external id). */
    findPendingByExternalId(externalId: string) {
      return repository.findPending({ externalId });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
