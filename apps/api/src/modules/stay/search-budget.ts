import { randomUUID } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { canonicalUuid } from '@parking/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#api/errors.js';
import type { CounterStore, Verdict, WindowLimit } from '#api/lib/counters/counter-store.js';

/** The stay searches' one budget (docs/decisions/071). */
export type StaySearchLimits = {
  /** Exact, similar and by-time searches of one address, whatever the customer. */
  perAddress: WindowLimit;
  /** The same searches of one customer's lots, from every address together. */
  perCustomer: WindowLimit;
};

function refusal(
  request: FastifyRequest,
  reply: FastifyReply,
  verdict: Verdict,
  limit: 'address' | 'customer',
): AppError {
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  // An operator sees a script at work, or a customer's drivers locked out by one.
  request.log.warn({ staySearchLimit: limit, retryAfterSeconds: seconds }, 'stay search limit');
  reply.header('retry-after', String(seconds));
  return new AppError(
    'TOO_MANY_STAY_SEARCHES',
    `Too many stay searches: please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  );
}

/**
 * preHandler of the exact lookup, the similar search and the by-time search: every one counts
 * once against the address and once against the customer, in sliding windows kept in Redis
 * when REDIS_URL is set (lib/counters). A masked list leaks a little with each query; the
 * budget is what makes recovering a plate cost hours, whichever of the three a script uses.
 */
export function staySearchBudget(counters: CounterStore, limits: StaySearchLimits) {
  return async function chargeStaySearch(request: FastifyRequest, reply: FastifyReply) {
    const search = randomUUID();
    const address = normalizeIP(request.ip);
    const byAddress = await counters.take(`stay-search:ip:${address}`, search, limits.perAddress);
    if (!byAddress.allowed) throw refusal(request, reply, byAddress, 'address');
    const customerId = canonicalUuid((request.params as { customerId: string }).customerId);
    const byCustomer = await counters.take(
      `stay-search:customer:${customerId}`,
      search,
      limits.perCustomer,
    );
    if (!byCustomer.allowed) throw refusal(request, reply, byCustomer, 'customer');
  };
}
