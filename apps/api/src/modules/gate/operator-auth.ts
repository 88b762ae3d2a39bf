import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#api/db/client.js';
import { operatorApiKey } from '#api/db/schema/index.js';
import { AppError } from '#api/errors.js';
import { bearerKeyOf, hashGateKey, sameHash } from './api-key.js';

/** Who called: the operator (customer) of the key, and the key, for the event ledger. */
export interface GateOperator {
  customerId: string;
  apiKeyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the gate's bearer check (modules/gate) on /api/gate/* only. */
    gateOperator: GateOperator | null;
  }
}

const MESSAGES = {
  missing: 'Missing API key: send Authorization: Bearer <key>',
  invalid: 'Invalid API key',
  revoked: 'This API key has been revoked',
} as const;

function unauthorized(reply: FastifyReply, message: string, error?: 'invalid_token') {
  // RFC 6750: the scheme, and why the token was refused when one was sent.
  const challenge = error ? `Bearer realm="gate", error="${error}"` : 'Bearer realm="gate"';
  reply.header('WWW-Authenticate', challenge);
  return new AppError('UNAUTHORIZED', message);
}

/**
 * The onRequest hook of /api/gate/*: before the body is read, a missing, malformed, unknown or
 * revoked key is answered 401 with `WWW-Authenticate: Bearer`, so such a call changes nothing.
 * The key is found by its SHA-256 (unique index), then compared in constant time.
 */
export function operatorAuth(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = bearerKeyOf(request.headers.authorization);
    if (key === 'missing') throw unauthorized(reply, MESSAGES.missing);
    if (key === 'malformed') throw unauthorized(reply, MESSAGES.invalid, 'invalid_token');
    const hash = hashGateKey(key);
    const [row] = await db
      .select({
        id: operatorApiKey.id,
        customerId: operatorApiKey.customerId,
        keyHash: operatorApiKey.keyHash,
        revokedAt: operatorApiKey.revokedAt,
      })
      .from(operatorApiKey)
      .where(eq(operatorApiKey.keyHash, hash));
    if (!row || !sameHash(row.keyHash, hash)) {
      throw unauthorized(reply, MESSAGES.invalid, 'invalid_token');
    }
    if (row.revokedAt !== null) throw unauthorized(reply, MESSAGES.revoked, 'invalid_token');
    request.gateOperator = { customerId: row.customerId, apiKeyId: row.id };
  };
}

/** The operator of a request that passed operatorAuth. */
export function operatorOf(request: FastifyRequest): GateOperator {
  if (!request.gateOperator) throw new Error('gate route without operatorAuth');
  return request.gateOperator;
}
