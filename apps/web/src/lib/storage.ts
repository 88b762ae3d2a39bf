/**
 * The only keys the app may keep in localStorage (spec section 5, 'Local storage'), and
 * PAYER_KEYS: the keys of this device's payments (decision 068, payer-keys.ts), and
 * DEVICE_SECRET: what the cards this device kept are bound to (decision 086, device-secret.ts).
 * Storage can be missing or throw (private modes, blocked cookies): reads then return null and
 * writes are dropped, because remembering the language is a convenience, never a requirement.
 */
const STORAGE_KEYS = ['LOCALE', 'CUSTOMER_ID', 'PAYER_KEYS', 'DEVICE_SECRET'] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

function checkKey(key: string): asserts key is StorageKey {
  if (!key) throw new Error('Key is required');
  if (!(STORAGE_KEYS as readonly string[]).includes(key)) {
    throw new Error(`Key '${key}' is not available`);
  }
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  checkKey(key);
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  checkKey(key);
  if (!value) throw new Error('Value is required');
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply is not remembered.
  }
}
