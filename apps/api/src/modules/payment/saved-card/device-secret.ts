import { createHash } from 'node:crypto';
import { DEVICE_SECRET_HEADER, DEVICE_SECRET_PATTERN } from '@parking/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The SHA-256 of the device secret a request carries (decision 086), or null. The device made
 * it (256 random bits) and keeps it; only its hash is stored beside a saved card, so a read of
 * our database gives no one a card to pay with. The logs redact the header (logging/index.ts).
 */
export function deviceSecretHashOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const value = request.headers[DEVICE_SECRET_HEADER];
  if (typeof value !== 'string' || !DEVICE_SECRET_PATTERN.test(value.trim())) return null;
  return createHash('sha256').update(value.trim()).digest('hex');
}
