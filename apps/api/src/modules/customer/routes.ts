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
import { sendPreparedJson } from '../../lib/json-response.js';
import type { CustomerService } from './service.js';

const allowed = new Set<string>(PLACE_INCLUDES);

/** `include=rate,place` (or repeated `include=` parameters): a list of known includes. */
export const IncludeQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx): PlaceInclude[] => {
    const parts = (Array.isArray(value) ? value : [value ?? ''])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const unknown = parts.filter((part) => !allowed.has(part));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `has unknown value ${unknown.map((u) => `'${u}'`).join(', ')}; allowed: ${PLACE_INCLUDES.join(', ')}`,
      });
      return z.NEVER;
    }
    return parts as PlaceInclude[];
  })
  .describe(`Comma-separated list of: ${PLACE_INCLUDES.join(', ')}`);

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
        querystring: z.object({ include: IncludeQuerySchema }),
        response: { 200: CustomerPlaceSchema, 304: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const json = await service.getCustomerPlace(request.params.placeId, request.query.include);
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
