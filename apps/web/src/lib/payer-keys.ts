import { readStorage, writeStorage } from './storage.ts';

/**
 * The payer keys of this device (decision 068): each payment started here gives one, and only
 * a request that sends it back is shown the card that paid (the ticket's 'Charged to' line,
 * the e-mailed receipt). A session's id alone is not enough: the plate lookup gives it to
 * anyone who types the plate. Kept newest first, the last few only; sent all together.
 */
const MAX_KEYS = 20;
const KEY = /^[A-Za-z0-9_-]{43}$/;

function readKeys(): string[] {
  try {
    const stored: unknown = JSON.parse(readStorage('PAYER_KEYS') ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((key) => typeof key === 'string' && KEY.test(key))
      : [];
  } catch {
    return [];
  }
}

/** Remembers the key a generate call answered, if any; passes the answer through. */
export function keepPayerKey<T extends { payerKey?: string | undefined }>(answer: T): T {
  const key = answer.payerKey;
  if (key && KEY.test(key)) {
    const keys = [key, ...readKeys().filter((kept) => kept !== key)].slice(0, MAX_KEYS);
    writeStorage('PAYER_KEYS', JSON.stringify(keys));
  }
  return answer;
}

/** The X-Payer-Key header for the ticket and receipt calls; empty when this device paid nothing. */
export function payerKeyHeaders(): Record<string, string> {
  const keys = readKeys();
  return keys.length > 0 ? { 'x-payer-key': keys.join(', ') } : {};
}

/** Whether this device paid anything here: a page rendered without its keys then asks again. */
export function holdsPayerKeys(): boolean {
  return readKeys().length > 0;
}
