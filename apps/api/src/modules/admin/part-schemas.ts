import { ErrorResponseSchema } from '@parking/domain';
import { OperatorCustomerSchema } from '@parking/domain/operator-file';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { PlanSchema } from './file-answers.js';
import { ADMIN_SECURITY } from './security.js';

/** What the routes of the operator file's parts declare (config-routes.ts registers them). */

const KeySchema = OperatorCustomerSchema.shape.key;
export const CustomerParams = z.object({ customerKey: KeySchema });
export const PlaceParams = CustomerParams.extend({ placeKey: KeySchema });
export const RateParams = PlaceParams.extend({ rateKey: KeySchema });

const DryRunQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: answer what the change would do, and change nothing'),
});

const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** A removal of a part, answered as the whole file's apply is. */
export function removeSchema<P extends z.ZodType>(summary: string, params: P) {
  return {
    summary,
    tags: ['admin'],
    security: ADMIN_SECURITY,
    params,
    querystring: DryRunQuery,
    // A refusal of the file's rules has its `problems` in the error body.
    response: { 200: PlanSchema, 409: ErrorResponseSchema, ...refusals },
  } satisfies FastifySchema;
}

/** A change of a part to its body, answered as the whole file's apply is. */
export function changeSchema<P extends z.ZodType, B extends z.ZodType>(
  summary: string,
  params: P,
  body: B,
) {
  return { ...removeSchema(summary, params), body } satisfies FastifySchema;
}

/** A read of a part: as it is in GET /api/admin/operator-file. */
export function readSchema<P extends z.ZodType>(summary: string, params: P, answer: z.ZodType) {
  return {
    summary,
    tags: ['admin'],
    security: ADMIN_SECURITY,
    params,
    response: { 200: answer, ...refusals },
  } satisfies FastifySchema;
}

export const NoParams = z.object({});
export const PartRecord = z.record(z.string(), z.unknown());
