import {
  ErrorResponseSchema,
  ExitPermissionQuerySchema,
  ExitPermissionSchema,
  GATE_EVENT_TIME_LIMITS,
  GateEntryBodySchema,
  GateEntryResultSchema,
  GateExitBodySchema,
  GateExitResultSchema,
  UuidSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#api/db/client.js';
import { SKEW_MINUTES } from './gate-instant.js';
import { operatorAuth, operatorOf } from './operator-auth.js';
import type { GateService } from './service.js';

/** The OpenAPI security scheme of these routes (plugins/docs.ts declares it). */
const GATE_SECURITY = [{ gateApiKey: [] }];

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/** The bounds of decision 074, as the OpenAPI document states them to camera integrators. */
const OCCURRED_AT_BOUNDS = `\`occurredAt\` may be at most ${SKEW_MINUTES} minutes ahead of the server's clock and at most ${GATE_EVENT_TIME_LIMITS.maxAgeDays} days in the past; outside those bounds the report is a 400 and nothing is recorded.`;

/**
 * /api/gate/*: what the operator's gate cameras report and ask (docs/decisions/057), with
 * `Authorization: Bearer <operator API key>`. The key is checked for every route of this
 * plugin (and only these) before anything else is read.
 */

export const gateRoutes: FastifyPluginAsyncZod<{ gate: GateService; db: Database }> = async (
  app,
  { gate, db },
) => {
  app.decorateRequest('gateOperator', null);
  app.addHook('onRequest', operatorAuth(db));

  app.post(
    '/entries',
    {
      schema: {
        summary: 'A car entered a gated lot: opens its stay (201), or finds it again (200)',
        description: OCCURRED_AT_BOUNDS,
        tags: ['gate'],
        security: GATE_SECURITY,
        body: GateEntryBodySchema,
        response: { 200: GateEntryResultSchema, 201: GateEntryResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await gate.entry(operatorOf(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/exits',
    {
      schema: {
        summary: "A car left: closes its stay, or keeps the exit until the entry's report comes",
        description: OCCURRED_AT_BOUNDS,
        tags: ['gate'],
        security: GATE_SECURITY,
        body: GateExitBodySchema,
        response: { 200: GateExitResultSchema, ...errors },
      },
    },
    (request) => gate.exit(operatorOf(request), request.body),
  );

  app.get(
    '/places/:placeId/exit-permission',
    {
      schema: {
        summary: 'May this plate leave now (or at `at`)? If not, what it owes',
        description: `\`at\`, the instant the camera read the plate, may differ from the server's clock by at most ${SKEW_MINUTES} minutes either way (a camera's clock skew); further off the answer is a 400.`,
        tags: ['gate'],
        security: GATE_SECURITY,
        params: z.object({ placeId: UuidSchema }),
        querystring: ExitPermissionQuerySchema,
        response: { 200: ExitPermissionSchema, ...errors },
      },
    },
    (request) => gate.exitPermission(operatorOf(request), request.params.placeId, request.query),
  );
};
