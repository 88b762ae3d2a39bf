import { isUuid } from './uuid.js';

/**
 * A card kept at the processor for one device (decision 086) is paid with, in a first-kind
 * process call, the payment method id `saved_card_<our id>`: ours, never the processor's, and
 * honoured only with the device secret's header (DEVICE_SECRET_HEADER).
 */
const SAVED_CARD_METHOD_PREFIX = 'saved_card_';

export const DEVICE_SECRET_HEADER = 'x-device-secret';

/** 32 random bytes as base64url (256 bits), made by the device and kept there. */
export const DEVICE_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const savedCardMethodId = (savedCardId: string) =>
  `${SAVED_CARD_METHOD_PREFIX}${savedCardId}`;

/** Our saved card's id in a payment method id, or null when it names the processor's own. */
export function savedCardIdOf(paymentMethodId: string): string | null {
  if (!paymentMethodId.startsWith(SAVED_CARD_METHOD_PREFIX)) return null;
  const id = paymentMethodId.slice(SAVED_CARD_METHOD_PREFIX.length);
  return isUuid(id) ? id.toLowerCase() : null;
}
