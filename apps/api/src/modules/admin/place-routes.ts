import { OperatorPlaceSchema } from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerNotFound } from '#api/errors.js';
import { readOrganizationFile } from '#api/modules/operator-file/index.js';
import { operatorOf } from '#api/modules/operator-key/index.js';
import { applyPart, type ConfigRouteDeps, customerOf, placeOf, sameEntity } from './file-part.js';
import { changeSchema, PartRecord, PlaceParams, readSchema, removeSchema } from './part-schemas.js';

/** A place with everything under it; its key is the path's. */
const PlaceBodySchema = OperatorPlaceSchema.extend({
  key: OperatorPlaceSchema.shape.key.optional(),
});

/**
 * A place of a customer with everything under it (periods, closing days, rates and their
 * lines, settings, tariff), replaced or removed whole. A removal is refused (409) while
 * sessions, bookings, permits, stays or payments point at the place: close it with an
 * EXCEPTION period instead.
 */
export const placeRoutes: FastifyPluginAsyncZod<ConfigRouteDeps> = async (
  app,
  { db, auth, operatorFiles },
) => {
  const path = '/customers/:customerKey/places/:placeKey';
  app.get(
    path,
    {
      onRequest: auth.requireOperatorScope('admin:read'),
      schema: readSchema(
        'A place with everything under it, as in the file',
        PlaceParams,
        PartRecord,
      ),
    },
    async (request) => {
      const caller = operatorOf(request);
      const file = await readOrganizationFile(db, caller.organizationId);
      if (!file) throw customerNotFound();
      return placeOf(file, caller, request.params).place;
    },
  );
  app.put(
    path,
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      schema: changeSchema(
        'Replaces a place with everything under it (creates it when absent)',
        PlaceParams,
        PlaceBodySchema,
      ),
    },
    async (request) =>
      applyPart(operatorFiles, request, (file, caller) => {
        const { customerKey, placeKey } = request.params;
        const { customer, at } = customerOf(file, caller, customerKey);
        const places = customer.places ?? [];
        const found = places.findIndex((candidate) => candidate.key === placeKey);
        const index = found === -1 ? places.length : found;
        const next = [...places];
        next[index] = sameEntity(request.body, places[found], placeKey);
        customer.places = next;
        return { file, at: `${at}.places[${index}]` };
      }),
  );
  app.delete(
    path,
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      schema: removeSchema('Removes a place (refused while anything points at it)', PlaceParams),
    },
    async (request) =>
      applyPart(operatorFiles, request, (file, caller) => {
        const { customer, place } = placeOf(file, caller, request.params);
        customer.places = (customer.places ?? []).filter((candidate) => candidate !== place);
        return { file, at: null };
      }),
  );
};
