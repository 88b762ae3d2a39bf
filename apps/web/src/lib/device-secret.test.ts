import { DEVICE_SECRET_PATTERN } from '@parking/domain/vocabulary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceSecretHeaders, hasDeviceSecret } from './device-secret.ts';
import { memoryStorage } from './memory-storage.ts';

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the device secret (decision 086)', () => {
  it('is made only when a card is to be kept, then sent unchanged', () => {
    expect(deviceSecretHeaders()).toEqual({});
    expect(hasDeviceSecret()).toBe(false);
    const made = deviceSecretHeaders({ create: true })['x-device-secret'];
    expect(made).toMatch(DEVICE_SECRET_PATTERN);
    expect(deviceSecretHeaders()).toEqual({ 'x-device-secret': made });
    expect(deviceSecretHeaders({ create: true })).toEqual({ 'x-device-secret': made });
  });

  it('is 256 random bits: two devices never share one', () => {
    const first = deviceSecretHeaders({ create: true })['x-device-secret'];
    localStorage.clear();
    expect(deviceSecretHeaders({ create: true })['x-device-secret']).not.toBe(first);
  });

  it('ignores a stored value of another shape', () => {
    localStorage.setItem('DEVICE_SECRET', 'guessable');
    expect(hasDeviceSecret()).toBe(false);
    expect(deviceSecretHeaders()).toEqual({});
  });
});
