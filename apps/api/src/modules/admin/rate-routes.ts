import { OperatorRateSchema } from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#api/errors.js';
import { applyPart, type ConfigRouteDeps, placeOf, sameEntity } from './file-part.js';
import { changeSchema, RateParams, removeSchema } from './part-schemas.js';

/** A rate with its lines; its key is the path's. */
const RateBodySchema = OperatorRateSchema.extend({ key: OperatorRateSchema.shape.key.optional() });

const rateNotFound = () => new AppError('RATE_NOT_FOUND', 'Rate not found');

/**
 * A rate of a place with its lines, replaced (created when absent) or removed whole. A price
 * changes for what is sold from the commit on, never for what was paid; a removed rate that
 * payments point at is retired, not deleted (the file's rules).
 */
export const rateRoutes: FastifyPluginAsyncZod<ConfigRouteDeps> = async (
  app,
  { auth, operatorFiles },
) => {
  const path = '/customers/:customerKey/places/:placeKey/rates/:rateKey';
  app.put(
    path,
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      schema: changeSchema(
        'Replaces a rate with its lines (creates it when absent)',
        RateParams,
        RateBodySchema,
      ),
    },
    async (request) =>
      applyPart(operatorFiles, request, (file, caller) => {
        const { place, at } = placeOf(file, caller, request.params);
        const rates = place.rates ?? [];
        const found = rates.findIndex((candidate) => candidate.key === request.params.rateKey);
        const index = found === -1 ? rates.length : found;
        const next = [...rates];
        next[index] = sameEntity(request.body, rates[found], request.params.rateKey);
        place.rates = next;
        return { file, at: `${at}.rates[${index}]` };
      }),
  );
  app.delete(
    path,
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      schema: removeSchema('Removes a rate (retired while payments point at it)', RateParams),
    },
    async (request) =>
      applyPart(operatorFiles, request, (file, caller) => {
        const { place } = placeOf(file, caller, request.params);
        const rates = place.rates ?? [];
        const index = rates.findIndex((candidate) => candidate.key === request.params.rateKey);
        if (index === -1) throw rateNotFound();
        place.rates = rates.filter((_, i) => i !== index);
        return { file, at: null };
      }),
  );
};
