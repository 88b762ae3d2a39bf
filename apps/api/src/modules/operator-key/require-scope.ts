import { randomUUID } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { OperatorScope } from '@parking/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import type { CounterStore, WindowLimit } from '#api/lib/counters/counter-store.js';
import { bearerKeyOf } from './api-key.js';
import { authenticateOperatorKey, type OperatorCaller } from './authenticate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireOperatorScope on the routes that ask for it (/api/admin/*), else null. */
    operator: OperatorCaller | null;
  }
}

/** One answer for a missing, malformed, unknown or revoked key: no hint which it was. */
export const OPERATOR_KEY_REFUSED = 'Missing or invalid API key';

/**
 * Refused keys an address may send before it is answered 429 whatever it sends. A key of 256
 * random bits cannot be guessed: the limit keeps a scanner from costing a lookup per request.
 */
const KEY_FAILURES_PER_ADDRESS: WindowLimit = { max: 20, windowMs: 10 * 60_000 };

export interface OperatorAuthDeps {
  db: Database;
  counters: CounterStore;
  now: () => Date;
  failureLimit?: WindowLimit;
}

/**
 * `onRequest` hooks that admit an operator key with a scope (issue 25): 401 (with
 * `WWW-Authenticate: Bearer`) before the body is read when the key is missing, malformed,
 * unknown or revoked, 403 when it lacks the scope; else `request.operator` says who called.
 * An address's refused keys are counted (in Redis with several instances) and past the limit
 * it gets 429 before any lookup.
 */
export function createOperatorAuth({ db, counters, now, failureLimit }: OperatorAuthDeps) {
  const limit = failureLimit ?? KEY_FAILURES_PER_ADDRESS;
  const failuresOf = (request: FastifyRequest) =>
    `operator-key-failures:${normalizeIP(request.ip)}`;

  async function refuse(request: FastifyRequest, reply: FastifyReply, invalid: boolean) {
    await counters.add(failuresOf(request), randomUUID(), limit.windowMs);
    const error = invalid ? ', error="invalid_token"' : '';
    reply.header('WWW-Authenticate', `Bearer realm="admin"${error}`);
    return new AppError('UNAUTHORIZED', OPERATOR_KEY_REFUSED);
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const failures = await counters.peek(failuresOf(request), limit);
    if (!failures.allowed) {
      const seconds = Math.max(1, Math.ceil(failures.retryAfterMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many refused API keys: try again in ${seconds} s`,
      );
    }
    const key = bearerKeyOf(request.headers.authorization);
    if (key === 'missing' || key === 'malformed')
      throw await refuse(request, reply, key !== 'missing');
    const caller = await authenticateOperatorKey(db, key, now());
    if (typeof caller === 'string') throw await refuse(request, reply, true);
    return caller;
  }

  return {
    requireOperatorScope(scope: OperatorScope) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const caller = await authenticate(request, reply);
        if (!caller.scopes.includes(scope)) {
          throw new AppError('SCOPE_MISSING', `This API key lacks the scope ${scope}`);
        }
        request.operator = caller;
      };
    },
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/** The caller of a route behind requireOperatorScope. */
export function operatorOf(request: FastifyRequest): OperatorCaller {
  if (!request.operator) throw new Error('admin route without requireOperatorScope');
  return request.operator;
}
