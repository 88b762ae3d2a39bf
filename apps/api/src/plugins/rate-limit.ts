import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Only Retry-After: the in-memory guard must not contradict the shared limit's headers. */
const RETRY_AFTER_ONLY = {
  addHeaders: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
    'retry-after': true,
  },
  addHeadersOnExceeding: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  },
} as const;

/**
 * Registers @fastify/rate-limit in the caller's scope. With REDIS_URL the counts live in the
 * plugin's own Redis store under `nameSpace`, shared by every instance; the same limit is kept
 * in memory behind it, so that when Redis fails (the Redis store then lets requests through,
 * skipOnError) each instance still holds the limit by itself (docs/decisions/041). Without
 * REDIS_URL, in memory only, as before.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  nameSpace: string,
  options: RateLimitPluginOptions,
): Promise<void> {
  const { redis } = app.sharedCounters;
  if (redis) {
    await app.register(rateLimit, {
      ...options,
      redis,
      nameSpace: `rate-limit:${nameSpace}:`,
      skipOnError: true,
    });
  }
  await app.register(rateLimit, { ...options, ...(redis ? RETRY_AFTER_ONLY : {}) });
}

/**
 * The 429 of a limit counted per minute, naming what was refused ('error reports'): at most
 * how many, and when to try again.
 */
export const perMinuteRefusal =
  (what: string): RateLimitPluginOptions['errorResponseBuilder'] =>
  (_request, context) => ({
    statusCode: 429,
    message: `Too many ${what}: at most ${context.max} a minute. Please try again in ${context.after}.`,
  });
