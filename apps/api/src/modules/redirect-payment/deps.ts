import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#api/db/client.js';
import type { RedirectGateways } from '#api/redirect-gateways/index.js';

/** What the redirect kind's calls need: passed to each function, no service closure. */
export type RedirectDeps = {
  db: Database;
  gateways: RedirectGateways;
  now: () => Date;
  /** Money an embedded sandbox took counts as paid: sandbox mode (docs/decisions/073). */
  sandboxMoney: boolean;
  /** Where a refund the gateway refused, or could not be asked for, is reported. */
  logger?: Pick<FastifyBaseLogger, 'error'>;
};
