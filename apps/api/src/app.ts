import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { customerRoutes } from './modules/customer/routes.js';
import { type CustomerService, createCustomerService } from './modules/customer/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { databasePlugin } from './plugins/database.js';
import { docsPlugin } from './plugins/docs.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticWebPlugin } from './plugins/static-web.js';

export type Services = { customer: CustomerService };

declare module 'fastify' {
  interface FastifyInstance {
    /** The services behind the routes, for the future operator console and for tests. */
    services: Services;
  }
}

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** A pino logger; by default one at config.logLevel writing JSON lines to stdout. */
  logger?: Logger;
};

/** The whole HTTP app, not listening yet. Plugins: external, then app, then routes. */
export async function buildApp({ config, db, logger }: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    // /api/health/ is /api/health.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(securityHeadersPlugin);
  await app.register(docsPlugin);

  // App plugins.
  await app.register(databasePlugin, { db });
  await app.register(errorHandlerPlugin);
  const services: Services = {
    customer: createCustomerService({ db, placeCacheTtlMs: config.placeCacheTtlMs }),
  };
  app.decorate('services', services);

  // Routes: the API, then the web app and the fallback for everything else.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(customerRoutes, { service: services.customer });
    },
    { prefix: '/api' },
  );
  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });

  return app as unknown as FastifyInstance;
}
