import { randomUUID } from 'node:crypto';
import {
  type CardGateway,
  type CardPaymentIntent,
  type CardProviderInfo,
  type GeneratePaymentBody,
  getRateCoverage,
  isFreeRate,
  isPlausiblePlate,
  isRateAvailableAt,
  normalizePlate,
  PENDING_PAYMENT_VALIDITY_MS,
  type PendingPayment,
  rateTotal,
} from '@parking/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  type CardProcessor,
  CardProcessorRequestError,
  type Intent,
  PAID_INTENT_STATUSES,
} from '../../card-processors/index.js';
import type { Database } from '../../db/client.js';
import { placeNotFound } from '../../errors.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { toPlaceSettings } from '../customer/mappers.js';
import { createCustomerRepository } from '../customer/repository.js';
import { paymentErrors } from './errors.js';
import { freeTransactionId, pricedAmounts, toPendingPayment, toRateTiming } from './pricing.js';
import {
  createPaymentRepository,
  type PendingLookup,
  type PendingWithContext,
  type PlaceAndRateLine,
} from './repository.js';

/** How the core reaches a processor; card-processors/registry.ts provides it. */
export type CardProcessorLookup = { get(gateway: CardGateway): CardProcessor };

export type CardKind = 'CARD_INTENT' | 'CARD_CLIENT_SECRET';
type Kind = CardKind | 'FREE';

export type PaymentServiceOptions = {
  db: Database;
  processors: CardProcessorLookup;
  /** The clock: tests move it to expire a payment without waiting 4 minutes. */
  now?: () => Date;
  /**
   * How long a place's rate line is reused to price payments: the place page's cache time, so
   * that a driver pays the price the page showed. 0 reads it for every payment.
   */
  priceCacheTtlMs?: number;
  /** Refunds and reconciliation are logged (ids and amounts only, never a plate or phone). */
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
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
  /** Paid, but no plate was given yet: settled when the driver's process call brings it. */
  | { status: 'charged' }
  /** Paid for a payment that expired without a plate: the money was given back. */
  | { status: 'refunded' }
  | { status: 'unknown' };

/** What the reconciler did with one payment. */
export type ReconcileResult =
  | 'settled'
  | 'charged'
  | 'refunded'
  | 'expired'
  | 'processing'
  | 'skipped';

/** What a paid intent became: a session, money waiting for its plate, or money given back. */
type PaidOutcome =
  | { status: 'succeeded'; assignedRightId: string }
  | { status: 'charged' }
  | { status: 'refunded' };

/** Why money taken for a pending payment was returned, as recorded in failure_reason. */
const REFUND_REASON_NO_PLATE = 'expired before a license plate was given';

const PAID = new Set(PAID_INTENT_STATUSES);
const PURCHASABLE_RATE_TYPES = new Set(['FLAT_RATE', 'FLAT_RATE_TIER']);
const EXTENSION_RATE_TYPES = new Set(['EXTENSION']);
const DEFAULT_RIGHT_LOCALE = 'en-US';

/** Why an intent that is not paid did not go through, or null when it simply is not done. */
function failureOf(intent: Intent): string | null {
  if (intent.status === 'canceled') return intent.lastError ?? 'canceled';
  if (intent.status === 'requires_action') return intent.lastError ?? 'authentication required';
  if (intent.status === 'requires_payment_method' && intent.lastError) return intent.lastError;
  return null;
}

/** Where a process call stands after its claim (step 2 of decision 030). */
type Claim =
  | { kind: 'succeeded'; assignedRightId: string }
  | { kind: 'expired'; row: PendingWithContext }
  | { kind: 'claimed'; row: PendingWithContext };

/** Two plates name one vehicle when they normalise alike; an unknown plate names none. */
const samePlate = (recorded: string | null, given: string) =>
  recorded === null || recorded === normalizePlate(given);

const isExpired = (row: { expiresAt: Date }, at: Date) => row.expiresAt.getTime() <= at.getTime();

/**
 * The payment core (docs/decisions/030 and 031). Each step is one statement, hence one
 * transaction; processor calls always run between them, never inside one, so a slow processor
 * holds no row lock (nor, on PGlite, the one connection), and the processor's idempotency
 * keys make repeated calls harmless.
 */
export function createPaymentService({
  db,
  processors,
  now = () => new Date(),
  priceCacheTtlMs = 0,
  logger,
}: PaymentServiceOptions) {
  const repository = createPaymentRepository(db);
  const places = createCustomerRepository(db);
  const prices = createTtlCache<PlaceAndRateLine>({ ttlMs: priceCacheTtlMs, maxEntries: 5000 });
  // Whether a place allows extensions, read as long as its prices: the same page showed both.
  const placesWithSettings = createTtlCache<
    NonNullable<Awaited<ReturnType<typeof places.findPlaceWithCustomer>>>
  >({ ttlMs: priceCacheTtlMs, maxEntries: 1000 });

  /** The rate line priced for a place, or the reason it cannot be bought now. */
  async function priceRate(
    body: GeneratePaymentBody,
    at: Date,
    rateTypes: Set<string> = PURCHASABLE_RATE_TYPES,
  ): Promise<PlaceAndRateLine> {
    const found = await prices.get(
      `${body.placeId.toLowerCase()}|${body.rateLineId.toLowerCase()}`,
      () => repository.findPlaceAndRateLine(body.placeId, body.rateLineId),
    );
    if (!found) throw placeNotFound();
    if (found.rateLineId === null || found.rateId === null) throw paymentErrors.rateNotFound();
    if (found.rateId !== body.rateId) throw paymentErrors.rateLineOfAnotherRate();
    if (found.ratePlaceId !== found.placeId) throw paymentErrors.rateOfAnotherPlace();
    const timing = toRateTiming(found);
    const available =
      found.rateActive &&
      found.rateType !== null &&
      rateTypes.has(found.rateType) &&
      isRateAvailableAt({ rate: timing, at, timeZone: found.timezone });
    if (!available) throw paymentErrors.rateNotAvailable();
    return found;
  }

  /** Inserts the PENDING payment and answers what the browser is told about it. */
  async function insertPending(
    priced: PlaceAndRateLine,
    values: {
      id: string;
      kind: Kind;
      externalId: string | null;
      at: Date;
      /** An on-demand extension of this assigned right. */
      extendsAssignedRightId?: string | undefined;
    },
  ): Promise<PendingPayment> {
    const pending = {
      id: values.id,
      placeId: priced.placeId,
      rateId: priced.rateId as string,
      rateLineId: priced.rateLineId as string,
      provider: values.kind,
      gateway: values.kind === 'FREE' ? null : priced.paymentGateway,
      amountMinor: priced.valueMinor as number,
      serviceFeeMinor: priced.serviceFeeMinor as number,
      currencyCode: priced.currencyCode as string,
      externalId: values.externalId,
      kind: values.extendsAssignedRightId ? ('EXTENSION' as const) : ('INITIAL' as const),
      extendsAssignedRightId: values.extendsAssignedRightId ?? null,
      expiresAt: new Date(values.at.getTime() + PENDING_PAYMENT_VALIDITY_MS),
      createdAt: values.at,
    };
    await repository.insertPending(pending);
    return toPendingPayment({ ...pending, isFree: values.kind === 'FREE' });
  }

  const driverValues = (driver: DriverDetails) => ({
    licensePlate: normalizePlate(driver.licensePlate),
    phoneNumber: driver.phoneNumber ?? null,
    locale: driver.locale ?? null,
  });

  /**
   * Step 2: record the driver on a payment of this kind that is neither paid nor expired (one
   * conditional UPDATE); otherwise say why: paid (its right), expired, unknown, other kind.
   */
  async function claim(
    lookup: PendingLookup,
    kind: Kind,
    driver: DriverDetails,
    options: { placeId?: string; markProcessing: boolean } = { markProcessing: true },
    attempt = 1,
  ): Promise<Claim> {
    const at = now();
    const claimed = await repository.claim({
      lookup,
      kind,
      driver: driverValues(driver),
      at,
      markProcessing: options.markProcessing,
      ...(options.placeId ? { placeId: options.placeId } : {}),
    });
    if (claimed) return { kind: 'claimed', row: claimed };
    const row = await repository.findPending(lookup);
    if (!row) throw paymentErrors.paymentNotFound();
    if (row.provider !== kind) throw paymentErrors.providerNotSupported();
    if (options.placeId && row.placeId !== options.placeId) throw paymentErrors.wrongPlace();
    const plateMatches = samePlate(row.licensePlate, driver.licensePlate);
    if (row.status === 'SUCCEEDED' && row.assignedRightId) {
      // The same plate is a retry and gets the same right; another plate is another vehicle.
      if (!plateMatches) throw paymentErrors.plateMismatch();
      return { kind: 'succeeded', assignedRightId: row.assignedRightId };
    }
    if (row.status === 'REFUNDING' || row.status === 'REFUNDED') {
      throw paymentErrors.paymentRefunded();
    }
    if (row.status === 'EXPIRED' || isExpired(row, at)) {
      return { kind: 'expired', row };
    }
    if (row.status === 'PROCESSING' && !plateMatches) throw paymentErrors.plateMismatch();
    // Changed between the two statements (settled meanwhile): ask again, a bounded number of times.
    if (attempt >= 3)
      throw new Error(`Pending payment ${row.id} cannot be claimed (${row.status})`);
    return claim(lookup, kind, driver, options, attempt + 1);
  }

  /**
   * Step 4: the assigned right of an unsettled payment, with the covered period from now by the
   * rate's own rule, in one statement that re-checks the status under the row lock. A payment
   * settled meanwhile answers with its right; one whose money is being returned, with the
   * refund's error. `plate` is required: a right without its plate would get the driver fined.
   */
  async function settle(
    row: PendingWithContext,
    intent: Intent | null,
    plate: string,
  ): Promise<string> {
    if (row.status === 'SUCCEEDED' && row.assignedRightId) return row.assignedRightId;
    const at = now();
    const extended = row.kind === 'EXTENSION' ? row.extendsAssignedRightId : null;
    // An extension covers from the right's current end, so the two periods are contiguous; a
    // session that ran out between generating and processing (at most the pending payment's 4
    // minutes) is extended from now: the driver never pays for time already gone.
    const currentEnd = extended ? await repository.findRightEnd(extended, row.placeId) : null;
    const start = currentEnd && currentEnd.getTime() > at.getTime() ? currentEnd : at;
    const coverage = getRateCoverage({
      rate: toRateTiming(row),
      start,
      timeZone: row.timezone,
    });
    const assignedRightId = extended ?? randomUUID();
    const settled = await repository.settle({
      pendingPaymentId: row.id,
      assignedRightId,
      extension: extended !== null,
      paymentId: randomUUID(),
      placeId: row.placeId,
      customerId: row.customerId,
      plate,
      phoneNumber: row.phoneNumber,
      locale: row.locale ?? DEFAULT_RIGHT_LOCALE,
      start: coverage.start,
      end: coverage.end,
      collectedAt: at,
      transactionId: intent ? intent.intentId : freeTransactionId(row.id),
      rateLineId: row.rateLineId,
      currencyCode: row.currencyCode,
      cardBrand: intent?.card ? intent.card.brand.toUpperCase() : null,
      lastFourDigits: intent?.card ? intent.card.last4 : null,
      provider: row.provider,
      amountMinor: row.amountMinor,
      serviceFeeMinor: row.serviceFeeMinor,
    });
    if (settled) return assignedRightId;
    const winner = await repository.findPending({ id: row.id });
    if (winner?.assignedRightId) return winner.assignedRightId;
    if (winner?.status === 'REFUNDING' || winner?.status === 'REFUNDED') {
      throw paymentErrors.paymentRefunded();
    }
    throw new Error(`Pending payment ${row.id} did not settle`);
  }

  /**
   * Returns the money of a paid payment that can never become a session (it expired before a
   * plate was given), exactly once: REFUNDING under the row lock first, so that no settle can
   * follow, then the processor's refund with a key of this payment, then REFUNDED. A crash in
   * between leaves REFUNDING, which the reconciler takes again with the same key.
   */
  async function refund(row: PendingWithContext, reason: string): Promise<boolean> {
    if (!(await repository.beginRefund(row.id, now()))) return false;
    const refunded = await processorOf(row).refundIntent({
      intentId: row.externalId as string,
      idempotencyKey: `refund:${row.id}`,
      reason,
    });
    await repository.finishRefund({ id: row.id, refundId: refunded.refundId, reason, at: now() });
    logger?.warn(
      {
        pendingPaymentId: row.id,
        intentId: row.externalId,
        refundId: refunded.refundId,
        amountMinor: refunded.amountMinor,
        voided: refunded.voided,
      },
      'money taken for an unusable payment was returned',
    );
    return true;
  }

  /**
   * What a paid intent becomes, whichever of the driver's call, the webhook, the summary or the
   * reconciler sees it first: a session when the plate is known (the claim recorded it; the
   * second kind's metadata as a fallback); money waiting for its plate while the payment is
   * valid (CHARGED); given back once it expired without one.
   */
  async function resolvePaid(
    row: PendingWithContext,
    intent: Intent,
    attempt = 1,
  ): Promise<PaidOutcome> {
    if (row.status === 'SUCCEEDED' && row.assignedRightId) {
      return { status: 'succeeded', assignedRightId: row.assignedRightId };
    }
    if (row.status === 'REFUNDED') return { status: 'refunded' };
    const metadataPlate = intent.metadata.licensePlate;
    const plate =
      row.licensePlate ??
      (metadataPlate && isPlausiblePlate(metadataPlate) ? normalizePlate(metadataPlate) : null);
    if (plate && row.status !== 'REFUNDING') {
      return { status: 'succeeded', assignedRightId: await settle(row, intent, plate) };
    }
    const at = now();
    if (row.status !== 'REFUNDING' && !isExpired(row, at)) {
      if (await repository.markCharged(row.id, at)) return { status: 'charged' };
    } else if (await refund(row, REFUND_REASON_NO_PLATE)) {
      return { status: 'refunded' };
    }
    // A claim recorded a plate, or another caller settled or refunded it: read and decide again.
    const fresh = await repository.findPending({ id: row.id });
    if (!fresh || attempt >= 3) throw new Error(`Pending payment ${row.id} could not be resolved`);
    return resolvePaid(fresh, intent, attempt + 1);
  }

  function processorOf(row: PendingWithContext): CardProcessor {
    if (!row.gateway) throw new Error(`Pending payment ${row.id} has no gateway`);
    return processors.get(row.gateway);
  }

  /**
   * First kind: confirm with the browser's payment method. The key is per payment and method:
   * concurrent retries with one method are one attempt; a new method after a decline is a new
   * attempt, which the processor allows only while the intent is unpaid.
   */
  async function confirm(row: PendingWithContext, paymentMethodId: string): Promise<Intent> {
    const processor = processorOf(row);
    const intentId = row.externalId as string;
    try {
      return await processor.confirmIntent({
        intentId,
        paymentMethodId,
        idempotencyKey: `${row.id}:${paymentMethodId}`,
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

  /**
   * An unpaid intent of an expired payment can no longer be paid: the processor cancels it
   * (unless it already did), then the payment is EXPIRED. False when the processor refused
   * because the intent moved on (paid or processing meanwhile): the caller reads it again.
   */
  async function expireUnpaid(row: PendingWithContext, intent: Intent): Promise<boolean> {
    if (intent.status !== 'canceled') {
      try {
        await processorOf(row).cancelIntent({
          intentId: intent.intentId,
          idempotencyKey: `cancel:${row.id}`,
        });
      } catch (error) {
        if (error instanceof CardProcessorRequestError && error.statusCode === 400) return false;
        throw error;
      }
    }
    await repository.setStatusUnlessMoneyTaken(row.id, { status: 'EXPIRED', at: now() });
    return true;
  }

  /** Steps 3-4 once the processor has answered: settle, wait, or refuse. */
  async function conclude(
    row: PendingWithContext,
    intent: Intent,
    expired: boolean,
    plate: string,
    /** Read again once after a refused cancel; a second refusal is not waited on. */
    reread = false,
  ): Promise<ProcessOutcome> {
    if (PAID.has(intent.status)) {
      const paid = await resolvePaid(row, intent);
      if (paid.status === 'refunded') throw paymentErrors.paymentRefunded();
      if (paid.status !== 'succeeded') {
        throw new Error(`Pending payment ${row.id} is paid but was not settled (${paid.status})`);
      }
      // Expired: the plate recorded in time was settled, and it may not be this caller's.
      if (!samePlate(row.licensePlate, plate)) throw paymentErrors.plateMismatch();
      return { assignedRightId: paid.assignedRightId };
    }
    if (intent.status === 'processing') {
      // Confirmed in time; the webhook (or a later call, or the reconciler) settles it.
      return { status: 'processing', externalId: intent.intentId };
    }
    const at = now();
    if (expired) {
      if ((await expireUnpaid(row, intent)) || reread) throw paymentErrors.paymentExpired();
      // Paid or processing between our read and the cancel: decide on what it is now.
      const latest = await processorOf(row).retrieveIntent({ intentId: intent.intentId });
      return conclude(row, latest, expired, plate, true);
    }
    const failure = failureOf(intent);
    if (failure) {
      await repository.setStatusUnlessMoneyTaken(row.id, {
        status: 'FAILED',
        at,
        failureReason: failure,
      });
      throw paymentErrors.paymentDeclined();
    }
    await repository.setStatusUnlessMoneyTaken(row.id, { status: 'PENDING', at });
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
    const intentId = row.externalId;
    if (!intentId) throw paymentErrors.paymentNotFound();
    // Expired: never charge now, but honour money the processor already took.
    const expired = claimed.kind === 'expired';
    const intent =
      !expired && paymentMethodId
        ? await confirm(row, paymentMethodId)
        : await processorOf(row).retrieveIntent({ intentId });
    return conclude(row, intent, expired, driver.licensePlate);
  }

  /**
   * An extension needs a place whose effective settings allow them (the rate list is empty
   * otherwise, but a caller may know a rate's ids) and a right of the place whose latest BASE
   * payment has not ended yet.
   */
  async function checkLiveRight(assignedRightId: string, placeId: string, at: Date) {
    const [placeRow, end] = await Promise.all([
      placesWithSettings.get(placeId.toLowerCase(), () => places.findPlaceWithCustomer(placeId)),
      repository.findRightEnd(assignedRightId, placeId),
    ]);
    if (!placeRow || !toPlaceSettings(placeRow).allowExtensions) {
      throw paymentErrors.extensionsNotAllowed();
    }
    if (end === undefined) throw paymentErrors.assignedRightNotFound();
    if (end === null || end.getTime() <= at.getTime()) throw paymentErrors.noLiveSession();
  }

  /** The intent, then the pending payment that names it (see generateCardPayment). */
  async function generateCard(
    kind: CardKind,
    body: GeneratePaymentBody,
    extendsAssignedRightId?: string,
  ): Promise<CardPaymentIntent> {
    const at = now();
    const priced = await priceRate(
      body,
      at,
      extendsAssignedRightId ? EXTENSION_RATE_TYPES : PURCHASABLE_RATE_TYPES,
    );
    if (priced.paymentProvider !== kind) throw paymentErrors.providerNotSupported();
    if (extendsAssignedRightId) await checkLiveRight(extendsAssignedRightId, priced.placeId, at);
    if (isFreeRate(pricedAmounts(priced))) throw paymentErrors.freeRateNeedsNoCard();
    const totalMinor = rateTotal(pricedAmounts(priced));
    const pendingPaymentId = randomUUID();
    const intent = await processors.get(priced.paymentGateway).createIntent({
      amountMinor: totalMinor,
      currencyCode: priced.currencyCode as string,
      idempotencyKey: pendingPaymentId,
      metadata: { pendingPaymentId, placeId: priced.placeId },
      description: `${priced.placeName}: ${priced.rateName}`,
    });
    const pending = await insertPending(priced, {
      id: pendingPaymentId,
      kind,
      externalId: intent.intentId,
      at,
      extendsAssignedRightId,
    });
    return {
      ...pending,
      id: intent.intentId,
      clientSecret: intent.clientSecret,
    };
  }

  return {
    /** POST /payment/generate-payment: free rates only; a priced rate needs a card kind. */
    async generateFreePayment(body: GeneratePaymentBody): Promise<PendingPayment> {
      const at = now();
      const priced = await priceRate(body, at);
      if (!isFreeRate(pricedAmounts(priced))) {
        throw paymentErrors.cardPaymentRequired();
      }
      return insertPending(priced, { id: randomUUID(), kind: 'FREE', externalId: null, at });
    },

    /**
     * POST /{provider}/generate-payment: the processor's intent, then the pending payment that
     * names it. The intent comes first, keyed by the pending payment's id: a failure in between
     * leaves an intent nobody can confirm, never a payment without its intent.
     */
    generateCardPayment(kind: CardKind, body: GeneratePaymentBody): Promise<CardPaymentIntent> {
      return generateCard(kind, body);
    },

    /**
     * POST /{provider}/{assignedRightId}/generate-payment-on-demand-extension: the same for an
     * EXTENSION rate of the place, while the right is live; settling adds to that right.
     */
    generateCardExtension(
      kind: CardKind,
      assignedRightId: string,
      body: GeneratePaymentBody,
    ): Promise<CardPaymentIntent> {
      return generateCard(kind, body, assignedRightId);
    },

    /** POST /payment/{assignedRightId}/generate-payment-on-demand-extension: free rates only. */
    async generateFreeExtension(
      assignedRightId: string,
      body: GeneratePaymentBody,
    ): Promise<PendingPayment> {
      const at = now();
      const priced = await priceRate(body, at, EXTENSION_RATE_TYPES);
      await checkLiveRight(assignedRightId, priced.placeId, at);
      if (!isFreeRate(pricedAmounts(priced))) {
        throw paymentErrors.cardPaymentRequired();
      }
      return insertPending(priced, {
        id: randomUUID(),
        kind: 'FREE',
        externalId: null,
        at,
        extendsAssignedRightId: assignedRightId,
      });
    },

    /** POST /payment/process-payment: claim, then settle; no processor involved. */
    async processFreePayment(
      input: DriverDetails & { pendingPaymentId: string },
    ): Promise<{ assignedRightId: string }> {
      const claimed = await claim({ id: input.pendingPaymentId }, 'FREE', input);
      if (claimed.kind === 'succeeded') return { assignedRightId: claimed.assignedRightId };
      if (claimed.kind === 'expired') {
        await repository.setStatusUnlessMoneyTaken(claimed.row.id, {
          status: 'EXPIRED',
          at: now(),
        });
        throw paymentErrors.paymentExpired();
      }
      const plate = claimed.row.licensePlate ?? normalizePlate(input.licensePlate);
      return { assignedRightId: await settle(claimed.row, null, plate) };
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
      const claimed = await claim(
        { externalId: input.paymentIntentId },
        'CARD_CLIENT_SECRET',
        input,
        {
          placeId: input.placeId,
          markProcessing: false,
        },
      );
      if (claimed.kind === 'expired') throw paymentErrors.paymentExpired();
      if (claimed.kind === 'claimed') {
        const metadata: Record<string, string> = {
          pendingPaymentId: claimed.row.id,
          placeId: claimed.row.placeId,
          licensePlate: normalizePlate(input.licensePlate),
        };
        if (input.phoneNumber) metadata.phoneNumber = input.phoneNumber;
        if (input.locale) metadata.locale = input.locale;
        await processorOf(claimed.row).updateIntentMetadata({
          intentId: input.paymentIntentId,
          metadata,
        });
        return { externalId: input.paymentIntentId, pendingPaymentId: claimed.row.id };
      }
      // Already paid: nothing left to describe.
      const row = await repository.findPending({ externalId: input.paymentIntentId });
      return { externalId: input.paymentIntentId, pendingPaymentId: row?.id as string };
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
      if (pending.status === 'REFUNDED') return { status: 'refunded' };
      const intent = await processors.get(input.gateway).retrieveIntent({
        intentId: input.externalId,
      });
      if (PAID.has(intent.status)) return resolvePaid(pending, intent);
      const failure = failureOf(intent);
      if (failure) {
        await repository.setStatusUnlessMoneyTaken(pending.id, {
          status: 'FAILED',
          at: now(),
          failureReason: failure,
        });
        return { status: 'failed', reason: failure };
      }
      // 'processing', or not confirmed by the browser yet: not finished either way.
      return { status: 'processing' };
    },

    /** The reconciler's batch: card payments unfinished graceMs after they expired. */
    leaseUnfinished(input: { graceMs: number; leaseMs: number; limit: number }) {
      const at = now();
      return repository.leaseUnfinished({
        expiredBefore: new Date(at.getTime() - input.graceMs),
        checkedBefore: new Date(at.getTime() - input.leaseMs),
        at,
        limit: input.limit,
      });
    },

    /**
     * The reconciler's step for one card payment left unfinished after it expired: a paid
     * intent is settled (plate known) or refunded (none); a processing one is left for the next
     * round; an unpaid one is cancelled at the processor, so nobody can pay it any more.
     */
    async reconcile(pendingPaymentId: string): Promise<ReconcileResult> {
      const row = await repository.findPending({ id: pendingPaymentId });
      if (!row?.gateway || !row.externalId) return 'skipped';
      if (row.status === 'SUCCEEDED' || row.status === 'REFUNDED' || row.status === 'EXPIRED') {
        return 'skipped';
      }
      if (!isExpired(row, now())) return 'skipped';
      // A refund cut off half-way is finished whatever the intent shows now (a voided one is
      // 'canceled'); the processor answers the same key with the same refund.
      if (row.status === 'REFUNDING') {
        return (await refund(row, REFUND_REASON_NO_PLATE)) ? 'refunded' : 'skipped';
      }
      const intent = await processorOf(row).retrieveIntent({ intentId: row.externalId });
      if (PAID.has(intent.status)) {
        const paid = await resolvePaid(row, intent);
        return paid.status === 'succeeded' ? 'settled' : paid.status;
      }
      if (intent.status === 'processing') return 'processing';
      if (row.status === 'CHARGED') {
        // Recorded as paid but the processor says otherwise (refunded or disputed at its end):
        // nothing of ours to give back; leave it for a person to look at.
        logger?.error(
          { pendingPaymentId: row.id, intentId: row.externalId, intentStatus: intent.status },
          'charged payment whose intent is not paid',
        );
        return 'processing';
      }
      if (await expireUnpaid(row, intent)) return 'expired';
      return 'processing';
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

    /** For the operator console: the next payment reads rates and places afresh. */
    invalidatePrices() {
      prices.invalidate();
    },

    /** The pending payment behind an external id (summary by external id). */
    findPendingByExternalId(externalId: string) {
      return repository.findPending({ externalId });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
