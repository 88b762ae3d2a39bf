import { OperatorPlaceSchema } from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyPart, type ConfigRouteDeps, withPlace } from './file-part.js';
import { changeSchema, PlaceParams } from './part-schemas.js';

/** Each part of a place replaced on its own: the path, the file's field and its schema. */
const PARTS = [
  ['periods', 'periods', 'Replaces the opening periods of a place (the whole list)'],
  ['closing-days', 'closingDays', 'Replaces the closing days of a place (the whole list)'],
  ['settings', 'settings', "Replaces a place's own settings (one left out is its customer's)"],
] as const;

/**
 * A place's opening periods, closing days and settings, each replaced whole: a closure is an
 * EXCEPTION period PUT here, and the place's public page says closed at once (its caches drop
 * at commit).
 */
export const placeListRoutes: FastifyPluginAsyncZod<ConfigRouteDeps> = async (
  app,
  { auth, operatorFiles },
) => {
  for (const [path, field, summary] of PARTS) {
    app.put(
      `/customers/:customerKey/places/:placeKey/${path}`,
      {
        onRequest: auth.requireOperatorScope('admin:write'),
        schema: changeSchema(summary, PlaceParams, OperatorPlaceSchema.shape[field]),
      },
      async (request) =>
        applyPart(operatorFiles, request, (file, caller) => {
          const edited = withPlace(file, caller, request.params, (place) => ({
            ...place,
            [field]: request.body,
          }));
          return { ...edited, at: `${edited.at}.${field}` };
        }),
    );
  }
};
