import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '#api/modules/operator-audit/index.js';
import { operatorOf } from '#api/modules/operator-key/index.js';

/** The audit's actor of an admin request: its key (id and prefix) and the request's id. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { keyId, prefix } = operatorOf(request);
  return { kind: 'key', keyId, prefix, requestId: request.id };
}
