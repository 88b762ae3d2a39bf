import { AdminKeyListSchema, ErrorResponseSchema, UuidSchema } from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import {
  listOperatorKeys,
  type OperatorAuth,
  operatorOf,
  withdrawOperatorKey,
} from '#api/modules/operator-key/index.js';
import { auditActorOf } from './audit-actor.js';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './security.js';

/**
 * GET /api/admin/keys and POST /api/admin/keys/{keyId}/revoke: the caller's organisation's
 * keys (its customer's, if the key is narrowed to one). Keys are made from the command line
 * only: a key that could make keys could make itself a wider one.
 */
export const keysRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: OperatorAuth;
  now: () => Date;
}> = async (app, { db, auth, now }) => {
  app.get(
    '/keys',
    {
      onRequest: auth.requireOperatorScope('admin:read'),
      schema: {
        summary: "The operator's API keys: prefix, scopes, last use; never the key",
        description:
          "An organisation-wide key lists every key of its organisation; a key narrowed to one customer lists that customer's keys.",
        tags: ['admin'],
        security: ADMIN_SECURITY,
        response: { 200: AdminKeyListSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ keys: await listOperatorKeys(db, operatorOf(request)) }),
  );

  app.post(
    '/keys/:keyId/revoke',
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      schema: {
        summary: 'Revokes a key of the operator for good (audited as key.revoke)',
        tags: ['admin'],
        security: ADMIN_SECURITY,
        params: z.object({ keyId: UuidSchema }),
        response: { 204: z.null(), 404: ErrorResponseSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const caller = operatorOf(request);
      const actor = auditActorOf(request);
      const { keyId } = request.params;
      const revoked = await withdrawOperatorKey(db, keyId, now(), actor, caller);
      if (!revoked) throw new AppError('KEY_NOT_FOUND', 'API key not found');
      return reply.code(204).send(null);
    },
  );
};
