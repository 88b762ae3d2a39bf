import { pathText } from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from './customer-routes.js';
import { invalid } from './file-answers.js';
import type { ConfigRouteDeps } from './file-part.js';
import { organizationRoutes } from './organization-routes.js';
import { placeListRoutes } from './place-list-routes.js';
import { placeRoutes } from './place-routes.js';
import { rateRoutes } from './rate-routes.js';

type Issue = { instancePath: string; message?: string };

/**
 * The routes of the operator file's parts (decision 089): the organisation, its types, a
 * customer, a place and what is under it, a rate. Each reads, checks and applies the whole
 * file with only its part changed, so every rule of the file holds. An invalid request of any
 * of them answers 400 with every problem at its path, as the file's routes do: the schemas are
 * checked here rather than by the app's handler, which names only the first.
 */
export const configRoutes: FastifyPluginAsyncZod<ConfigRouteDeps> = async (app, deps) => {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (request) => {
    const error = request.validationError as
      | (Error & { validation?: Issue[]; validationContext?: string })
      | undefined;
    if (!error) return;
    const context = error.validationContext ?? 'body';
    throw invalid(
      (error.validation ?? []).map((issue) => {
        const parts = issue.instancePath
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        const path = context === 'body' ? pathText(parts) : pathText([context, ...parts]);
        return { path: path || `(${context})`, message: issue.message ?? 'is invalid' };
      }),
    );
  });
  await app.register(organizationRoutes, deps);
  await app.register(customerRoutes, deps);
  await app.register(placeRoutes, deps);
  await app.register(placeListRoutes, deps);
  await app.register(rateRoutes, deps);
};
