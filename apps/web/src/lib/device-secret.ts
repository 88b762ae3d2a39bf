import { DEVICE_SECRET_HEADER, DEVICE_SECRET_PATTERN } from '@parking/domain/vocabulary';
import { readStorage, writeStorage } from './storage.ts';

/**
 * This device's secret (decision 086): 32 random bytes made here, kept in localStorage, sent
 * only with the calls that keep, list, pay with or remove a card kept for this device. The
 * server stores its hash beside each kept card; without it nobody is shown or charged one.
 */
function readSecret(): string | null {
  const stored = readStorage('DEVICE_SECRET');
  return stored && DEVICE_SECRET_PATTERN.test(stored) ? stored : null;
}

function makeSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The header with this device's secret, made first when `create` (a card is to be kept). */
export function deviceSecretHeaders({ create = false } = {}): Record<string, string> {
  let secret = readSecret();
  if (!secret && create) {
    secret = makeSecret();
    writeStorage('DEVICE_SECRET', secret);
  }
  return secret ? { [DEVICE_SECRET_HEADER]: secret } : {};
}

/** Whether this device ever kept a card: without a secret there is nothing to ask for. */
export const hasDeviceSecret = () => readSecret() !== null;
