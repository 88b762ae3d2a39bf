import { randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  type CardPaymentIntent,
  type GenerateBookingPaymentBody,
  PAYMENT_MESSAGES,
  PENDING_PAYMENT_VALIDITY_MS,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import {
  type LiveHold,
  type QuoteForHoldReader,
  refreshLiveHold,
} from '#api/db/queries/quote-holds.js';
import { AppError, placeNotFound } from '#api/errors.js';
import { type CardKind, type PaymentCore, toPendingPayment } from '../payment/index.js';
import { type QuoteService, quoteErrors } from '../quote/index.js';
import type { ClientKeys } from './client-key.js';
import type { HoldRepository } from './hold-repository.js';

const generateErrors = {
  quoteExpired: () => new AppError('QUOTE_EXPIRED', BOOKING_MESSAGES.quoteExpired),
  quoteAlreadyPaid: () => new AppError('QUOTE_ALREADY_PAID', BOOKING_MESSAGES.quoteAlreadyPaid),
  tooManyHolds: () => new AppError('TOO_MANY_HOLDS', BOOKING_MESSAGES.tooManyHolds),
  providerNotSupported: () =>
    new AppError('PROVIDER_NOT_SUPPORTED', PAYMENT_MESSAGES.providerNotSupported),
  freeQuote: () => new AppError('NO_CARD_NEEDED', 'This quote is free: no card payment is needed'),
  rateNotAvailable: () => new AppError('RATE_NOT_AVAILABLE', PAYMENT_MESSAGES.rateNotAvailable),
} as const;

export type GenerateDeps = {
  db: Database;
  /** The quote, whether it was booked and its live hold, in one read (quote-holds.ts). */
  readQuote: QuoteForHoldReader;
  core: PaymentCore;
  quotes: QuoteService;
  clientKeys: ClientKeys;
  /** Holds under the place's lock, batched with the place's other calls. */
  holds: HoldRepository;
  /** HOLDS_PER_CLIENT_AT_PLACE: live holds one client address may have at one place. */
  holdsPerClient: number;
  /** The place's processor and organisation (core.pendingHold.findPlace, kept a while). */
  findOwner: PaymentCore['pendingHold']['findPlace'];
};

type Merchant = Pick<
  NonNullable<Awaited<ReturnType<PaymentCore['pendingHold']['findPlace']>>>,
  'paymentGateway' | 'paymentAccount' | 'organizationName'
>;

/**
 * The processor's intent of a hold, keyed by the hold: made again with the same key and
 * parameters, the processor answers the intent it made first, with its client secret (which
 * reading an intent does not give). So a quote's live hold is answered as it was first.
 */
function intentOf(core: PaymentCore, owner: Merchant, placeId: string, hold: LiveHold) {
  return core.processors.get(owner.paymentGateway, owner.paymentAccount).createIntent({
    amountMinor: hold.amountMinor + hold.serviceFeeMinor,
    currencyCode: hold.currencyCode,
    idempotencyKey: hold.id,
    metadata: { pendingPaymentId: hold.id, placeId },
    description: `${owner.organizationName}: reservation`,
  });
}

function answerOf(
  hold: LiveHold,
  intent: { intentId: string; clientSecret: string },
): CardPaymentIntent {
  return {
    ...toPendingPayment({ ...hold, isFree: false }),
    id: intent.intentId,
    clientSecret: intent.clientSecret,
  };
}

/**
 * POST /{provider}/generate-payment-by-quote (decisions 051 and 070): one live hold per quote,
 * answered again to every tab that asks while it lives (as a permit's renewal is), valid 4
 * minutes from that ask as a new hold would be (the checkout's renewal keeps it); a quote
 * already booked is refused; a client address holds at most `holdsPerClient` at a place. The
 * intent of a new hold is made before the transaction (no processor call under the place's
 * lock); one that lost a race, or was refused, is cancelled so that nobody can pay it.
 */
export async function generateByQuote(
  deps: GenerateDeps,
  kind: CardKind,
  body: GenerateBookingPaymentBody,
  clientAddress: string,
): Promise<CardPaymentIntent> {
  const { db, core, quotes } = deps;
  const at = core.now();
  // Read first, without the lock: a reload or a second tab needs no new intent.
  const read = await deps.readQuote({ ...body, provider: kind, at });
  if (!read) throw quoteErrors.notFound();
  const { quote } = read;
  if (quote.expiresAt.getTime() <= at.getTime()) throw generateErrors.quoteExpired();
  const [owner, place] = await Promise.all([
    deps.findOwner(body.placeId),
    quotes.findPlace(body.placeId),
  ]);
  if (!owner || !place) throw placeNotFound();
  if (owner.paymentProvider !== kind) throw generateErrors.providerNotSupported();
  const line = place.tiers.find((tier) => tier.rateLineId === quote.rateLineId);
  if (!line) throw generateErrors.rateNotAvailable();
  if (quote.amountMinor + quote.serviceFeeMinor === 0) throw generateErrors.freeQuote();
  if (read.booked) throw generateErrors.quoteAlreadyPaid();
  const expiresAt = new Date(at.getTime() + PENDING_PAYMENT_VALIDITY_MS);
  const { live } = read;
  if (live) {
    // One being paid (PROCESSING, CHARGED) is answered as it is.
    const renewed = (await refreshLiveHold(db, { id: live.id, at, expiresAt })) ?? live;
    return answerOf(renewed, await intentOf(core, owner, body.placeId, renewed));
  }

  const hold: LiveHold = {
    id: randomUUID(),
    externalId: null,
    amountMinor: quote.amountMinor,
    serviceFeeMinor: quote.serviceFeeMinor,
    currencyCode: quote.currencyCode,
    expiresAt,
  };
  const intent = await intentOf(core, owner, body.placeId, hold);
  const held = await deps.holds.hold({
    ...hold,
    placeId: body.placeId,
    quoteId: quote.id,
    rateId: line.rateId,
    rateLineId: line.rateLineId,
    provider: kind,
    gateway: owner.paymentGateway,
    paymentAccount: owner.paymentAccount,
    externalId: intent.intentId,
    start: quote.startAt,
    end: quote.endAt,
    at,
    clientKey: await deps.clientKeys.keyOf(clientAddress),
    holdsPerClient: deps.holdsPerClient,
  });
  if (held.kind === 'created') return answerOf(hold, intent);
  // Nobody will ever be shown this intent: cancel it so it can never be paid.
  await core.processors
    .get(owner.paymentGateway, owner.paymentAccount)
    .cancelIntent({ intentId: intent.intentId, idempotencyKey: `cancel:${hold.id}` })
    .catch((error: unknown) => {
      core.logger?.warn(
        { intentId: intent.intentId, err: error },
        'unused hold intent not cancelled',
      );
    });
  if (held.kind === 'existing') {
    return answerOf(held.live, await intentOf(core, owner, body.placeId, held.live));
  }
  if (held.kind === 'paid') throw generateErrors.quoteAlreadyPaid();
  if (held.kind === 'too-many') throw generateErrors.tooManyHolds();
  throw quoteErrors.unavailable();
}
