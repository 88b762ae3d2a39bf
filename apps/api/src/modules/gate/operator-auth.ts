import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import { authenticateOperatorKey, bearerKeyOf } from '#api/modules/operator-key/index.js';

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
 * revoked key is answered 401 with `WWW-Authenticate: Bearer`, so such a call changes nothing;
 * a key without the `gate` scope (an admin key) is 403. Gate keys always name their customer.
 */
export function operatorAuth(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = bearerKeyOf(request.headers.authorization);
    if (key === 'missing') throw unauthorized(reply, MESSAGES.missing);
    if (key === 'malformed') throw unauthorized(reply, MESSAGES.invalid, 'invalid_token');
    const caller = await authenticateOperatorKey(db, key, new Date());
    if (caller === 'unknown') throw unauthorized(reply, MESSAGES.invalid, 'invalid_token');
    if (caller === 'revoked') throw unauthorized(reply, MESSAGES.revoked, 'invalid_token');
    if (!caller.scopes.includes('gate') || caller.customerId === null) {
      throw new AppError('SCOPE_MISSING', 'This API key lacks the scope gate');
    }
    request.gateOperator = { customerId: caller.customerId, apiKeyId: caller.keyId };
  };
}

/** The operator of a request that passed operatorAuth. */
export function operatorOf(request: FastifyRequest): GateOperator {
  if (!request.gateOperator) throw new Error('gate route without operatorAuth');
  return request.gateOperator;
}
