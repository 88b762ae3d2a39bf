import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { readStorage, type StorageKey, writeStorage } from './storage.ts';

describe('storage', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('stores and restores LOCALE and CUSTOMER_ID', () => {
    writeStorage('LOCALE', 'en-US');
    writeStorage('CUSTOMER_ID', 'e423a4ec-803b-4103-a4a4-2a4ab15c9454');
    expect(readStorage('LOCALE')).toBe('en-US');
    expect(readStorage('CUSTOMER_ID')).toBe('e423a4ec-803b-4103-a4a4-2a4ab15c9454');
  });

  it('rejects other keys and empty values with the spec messages', () => {
    expect(() => writeStorage('THEME' as StorageKey, 'x')).toThrow("Key 'THEME' is not available");
    expect(() => writeStorage('' as StorageKey, 'x')).toThrow('Key is required');
    expect(() => writeStorage('LOCALE', '')).toThrow('Value is required');
  });

  it('reads null when storage is unavailable', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStorage('LOCALE')).toBeNull();
    expect(() => writeStorage('LOCALE', 'es-ES')).not.toThrow();
  });
});
