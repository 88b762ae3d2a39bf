import type { FastifyBaseLogger } from 'fastify';

const WARN_EVERY_MS = 60_000;

/** The body of the 503, as the error handler words any 503. */
export const SERVICE_UNAVAILABLE = {
  message: 'Service Unavailable',
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
} as const;

/**
 * The log of a generate refused because the server does not know its public address
 * (PUBLIC_URL unset, a Host that is not this machine): the operator's setting, not a failure
 * of the request, and any caller chooses the Host. So a warning at most once a minute per
 * server, with how many were refused since the last one, rather than an error line per
 * request that anyone could flood the error log with (decision 069).
 */
export function createNoPublicAddressWarning(now: () => number = Date.now) {
  let warnedAt = Number.NEGATIVE_INFINITY;
  let refusedSince = 0;
  return (log: FastifyBaseLogger) => {
    refusedSince += 1;
    if (now() - warnedAt < WARN_EVERY_MS) return;
    log.warn(
      { refused: refusedSince },
      'Payments by redirect refused (503): PUBLIC_URL is not set and requests come to a host that is not this machine; set PUBLIC_URL',
    );
    warnedAt = now();
    refusedSince = 0;
  };
}
