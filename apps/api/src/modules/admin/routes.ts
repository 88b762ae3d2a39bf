import type { VariableReader } from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#api/db/client.js';
import type { CounterStore } from '#api/lib/counters/counter-store.js';
import type { OperatorFileService } from '#api/modules/operator-file/index.js';
import { createOperatorAuth } from '#api/modules/operator-key/index.js';
import { auditRoutes } from './audit-routes.js';
import { keysRoutes } from './keys-routes.js';
import { operatorFileRoutes } from './operator-file-routes.js';

/**
 * /api/admin/*: an operator's own configuration, for its tools (issue 25), with
 * `Authorization: Bearer <operator key>` and a scope per route (`admin:read` to read,
 * `admin:write` to change). Every sub-route file answers only for the caller's organisation,
 * or its one customer when the key is narrowed to it; a change records its audit rows in its
 * own transaction (modules/operator-audit).
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  counters: CounterStore;
  now: () => Date;
  operatorFiles: OperatorFileService;
  /** Where places' own accounts' variables are read (config.paymentAccounts.variable). */
  variable: VariableReader;
}> = async (app, { db, counters, now, operatorFiles, variable }) => {
  app.decorateRequest('operator', null);
  const auth = createOperatorAuth({ db, counters, now });
  await app.register(keysRoutes, { db, auth, now });
  await app.register(auditRoutes, { db, auth });
  await app.register(operatorFileRoutes, { db, auth, operatorFiles, variable });
  // The configuration's routes (organisation, places, rates, plan and apply of the operator
  // file) register here, each behind auth.requireOperatorScope('admin:read' | 'admin:write'),
  // recording their changes with recordAudit(tx, auditActorOf(request), entries) in their
  // transaction, and each adds its lines to admin-cross-operator.routes.test.ts.
};
