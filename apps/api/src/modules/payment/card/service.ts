import { randomUUID } from 'node:crypto';
import {
  type CardPaymentIntent,
  type CardProviderInfo,
  type GeneratePaymentBody,
  isFreeRate,
  normalizePlate,
  rateTotal,
} from '@parking/domain';
import { placeNotFound } from '#api/errors.js';
import { claim } from '../claim-and-settle/claim.js';
import type { CardKind, DriverDetails, PaymentCore } from '../core.js';
import { processorOf } from '../core.js';
import { paymentErrors } from '../errors.js';
import { EXTENSION_RATE_TYPES, PURCHASABLE_RATE_TYPES } from '../generate/service.js';

/**
 * POST /{kind}/generate-payment, and with `extendsAssignedRightId` the on-demand extension: the
 * processor's intent, then the pending payment that names it. The intent comes first, keyed by
 * the pending payment's id: a failure in between leaves an intent nobody can confirm, never a
 * payment without its intent.
 */
export async function generateCardPayment(
  core: PaymentCore,
  kind: CardKind,
  body: GeneratePaymentBody,
  extendsAssignedRightId?: string,
): Promise<CardPaymentIntent> {
  const at = core.now();
  const priced = await core.pricing.priceRate(
    body,
    at,
    extendsAssignedRightId ? EXTENSION_RATE_TYPES : PURCHASABLE_RATE_TYPES,
  );
  if (priced.paymentProvider !== kind) throw paymentErrors.providerNotSupported();
  if (extendsAssignedRightId) await core.checkLiveRight(extendsAssignedRightId, priced.placeId, at);
  if (isFreeRate(priced)) throw paymentErrors.freeRateNeedsNoCard();
  const pendingPaymentId = randomUUID();
  const intent = await core.processors.get(priced.paymentGateway).createIntent({
    amountMinor: rateTotal(priced),
    currencyCode: priced.currencyCode,
    idempotencyKey: pendingPaymentId,
    metadata: { pendingPaymentId, placeId: priced.placeId },
    description: `${priced.placeName}: ${priced.rateName}`,
  });
  const pending = await core.pricing.holdPending(priced, {
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

/** POST /card-client-secret/update-payment-intent/{id}: what the payment is for. */
export async function updatePaymentIntent(
  core: PaymentCore,
  input: DriverDetails & { paymentIntentId: string; placeId: string },
): Promise<{ externalId: string; pendingPaymentId: string }> {
  const claimed = await claim(
    core,
    { externalId: input.paymentIntentId },
    'CARD_CLIENT_SECRET',
    input,
    { placeId: input.placeId, markProcessing: false },
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
    await processorOf(core, claimed.row).updateIntentMetadata({
      intentId: input.paymentIntentId,
      metadata,
    });
    return { externalId: input.paymentIntentId, pendingPaymentId: claimed.row.id };
  }
  // Already paid: nothing left to describe.
  const row = await core.pending.findPending({ externalId: input.paymentIntentId });
  return { externalId: input.paymentIntentId, pendingPaymentId: row?.id as string };
}

/** GET /{kind}/place/{placeId}: what the browser needs to mount the card form. */
export async function getProviderInfo(
  core: PaymentCore,
  kind: CardKind,
  placeId: string,
): Promise<CardProviderInfo> {
  const found = await core.pricing.findPlace(placeId);
  if (!found) throw placeNotFound();
  if (found.paymentProvider !== kind) throw paymentErrors.providerNotSupported();
  const config = core.processors.get(found.paymentGateway).publicConfig();
  return {
    gateway: found.paymentGateway,
    publicApiKey: config.publicApiKey,
    googlePayMerchantId: config.googlePayMerchantId,
    publicKey: config.publicKey,
    cardFormUrl: config.cardFormUrl,
    walletUrl: config.walletUrl,
    merchantName: found.organizationName,
  };
}
