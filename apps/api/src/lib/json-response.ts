import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * A response body checked against its schema once, serialised once, with its ETag; `value` is
 * the checked object, for the server's own reads (no second parse of `body`).
 */
export type PreparedJson<T = unknown> = { body: string; etag: string; value: T };

export function prepareJson<S extends z.ZodType>(
  schema: S,
  value: z.input<S>,
): PreparedJson<z.output<S>> {
  const parsed = schema.parse(value);
  const body = JSON.stringify(parsed);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, value: parsed };
}

/**
 * Sends a prepared body: `no-cache` (clients revalidate every time) plus the ETag, and 304
 * when the client already has it. A string with a JSON content type skips Fastify's
 * serializer, which is the point: the schema was checked when the body was prepared.
 */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, json: PreparedJson) {
  reply.header('cache-control', 'no-cache').header('etag', json.etag);
  if (request.headers['if-none-match'] === json.etag) return reply.code(304).send();
  return reply.code(200).type('application/json; charset=utf-8').send(json.body);
}
