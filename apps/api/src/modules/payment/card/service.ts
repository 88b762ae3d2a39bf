import { type CardProviderInfo, normalizePlate } from '@parking/domain';
import { placeNotFound } from '#api/errors.js';
import { claim } from '../claim-and-settle/claim.js';
import type { CardKind, DriverDetails, PaymentCore } from '../core.js';
import { processorOf } from '../core.js';
import { paymentErrors } from '../errors.js';

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
  const found = await core.pendingHold.findPlace(placeId);
  if (!found) throw placeNotFound();
  if (found.paymentProvider !== kind) throw paymentErrors.providerNotSupported();
  const config = core.processors.get(found.paymentGateway, found.paymentAccount).publicConfig();
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
