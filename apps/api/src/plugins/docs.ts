import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from './global-plugin.js';

/**
 * OpenAPI generated from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json.
 * Registered before the routes so that @fastify/swagger sees them all.
 */
export const docsPlugin = globalPlugin('docs', async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parking payments API',
        description: 'White-label pay-by-plate parking. Errors are always { message, statusCode }.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // swagger-ui needs its own inline-hash policy; staticCSP replaces the strict app policy on
  // the docs routes only.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
