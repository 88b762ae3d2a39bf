import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: shared counters and the limits they count', () => {
  it('counts in memory unless REDIS_URL is set, and limits card attempts by default', () => {
    const config = loadConfig({});
    expect(config.redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'parking:',
    });
    // The figures of the README and docs/decisions/041.
    expect(config.carding).toEqual({
      attemptsPerIp: { max: 10, windowMs: 600_000 },
      methodsPerPayment: 5,
      declinesPerIp: { max: 5, windowMs: 3_600_000 },
      intentsPerIp: { max: 30, windowMs: 600_000 },
      sandboxRequestsPerIp: { max: 20, windowMs: 600_000 },
    });
    // docs/decisions/071: the three stay searches together.
    expect(config.staySearches).toEqual({
      perAddress: { max: 20, windowMs: 600_000 },
      perCustomer: { max: 300, windowMs: 600_000 },
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/,
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(
      /^Invalid configuration: REDIS_KEY_PREFIX must be 1 to 64 letters/,
    );
    expect(() => loadConfig({ CARD_ATTEMPTS_PER_IP: '0' })).toThrow(
      /^Invalid configuration: CARD_ATTEMPTS_PER_IP must be between 1 and 1000000 \(got "0"\)$/,
    );
    expect(() => loadConfig({ CARD_DECLINES_WINDOW_MINUTES: '1441' })).toThrow(
      /CARD_DECLINES_WINDOW_MINUTES must be between 1 and 1440/,
    );
  });
});
