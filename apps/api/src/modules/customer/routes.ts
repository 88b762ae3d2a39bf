import {
  CustomerPlaceSchema,
  CustomerSchema,
  ErrorResponseSchema,
  PLACE_INCLUDES,
  type PlaceInclude,
  UuidSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/errors.js';
import { sendPreparedJson } from '#api/lib/json-response.js';
import type { CustomerService } from './service.js';

const allowed = new Set<string>(PLACE_INCLUDES);
const parsedIncludes = new Map<string, PlaceInclude[]>();

/**
 * `include=rate,place`: the known includes it lists, or a 400 naming the unknown ones. Parsed
 * here rather than by a zod transform, which cost about a sixth of the endpoint's throughput;
 * clients send a handful of distinct lists, so the parsed ones are remembered (a bounded map).
 */
function parseIncludes(raw: string | undefined): PlaceInclude[] {
  const key = raw ?? '';
  const known = parsedIncludes.get(key);
  if (known) return known;
  const parts = key
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const unknown = parts.filter((part) => !allowed.has(part));
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION',
      // The unknown values are not repeated: the message is logged, and a caller may put
      // anything there (a plate, an address).
      `querystring/include has ${unknown.length} unknown value${unknown.length === 1 ? '' : 's'}; allowed: ${PLACE_INCLUDES.join(', ')}`,
    );
  }
  const includes = parts as PlaceInclude[];
  if (parsedIncludes.size < 1000) parsedIncludes.set(key, includes);
  return includes;
}

const PlaceQuerySchema = z.object({
  include: z
    .string()
    .optional()
    .describe(`Comma-separated list of: ${PLACE_INCLUDES.join(', ')}`),
});

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

export const customerRoutes: FastifyPluginAsyncZod<{ service: CustomerService }> = async (
  app,
  { service },
) => {
  app.get(
    '/customer/place/:placeId',
    {
      schema: {
        summary: 'The customer record scoped to one place, with the parts asked for',
        tags: ['customer'],
        params: z.object({ placeId: UuidSchema }),
        querystring: PlaceQuerySchema,
        response: { 200: CustomerPlaceSchema, 304: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const includes = parseIncludes(request.query.include);
      const json = await service.getCustomerPlace(request.params.placeId, includes);
      return sendPreparedJson(request, reply, json);
    },
  );

  app.get(
    '/customer/:customerId',
    {
      schema: {
        summary: 'The customer (operator) record with its organisation and settings',
        tags: ['customer'],
        params: z.object({ customerId: UuidSchema }),
        response: { 200: CustomerSchema, 304: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const json = await service.getCustomer(request.params.customerId);
      return sendPreparedJson(request, reply, json);
    },
  );
};
