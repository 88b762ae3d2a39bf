import { AdminAuditPageSchema, AdminAuditQuerySchema } from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#api/db/client.js';
import { listAudit } from '#api/modules/operator-audit/index.js';
import { type OperatorAuth, operatorOf } from '#api/modules/operator-key/index.js';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './security.js';

/** GET /api/admin/audit: the caller's organisation's changes, newest first, a page at a time. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database; auth: OperatorAuth }> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/audit',
    {
      onRequest: auth.requireOperatorScope('admin:read'),
      schema: {
        summary: "Who changed what in the operator's configuration, and when",
        description:
          "Newest first. `before`: the `nextBefore` of the previous page. A key narrowed to one customer sees that customer's changes only.",
        tags: ['admin'],
        security: ADMIN_SECURITY,
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditPageSchema, ...ADMIN_ERRORS },
      },
    },
    (request) => {
      const { organizationId, customerId } = operatorOf(request);
      const { limit, before } = request.query;
      return listAudit(db, { organizationId, customerId, limit, before });
    },
  );
};
