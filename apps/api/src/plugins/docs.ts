import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from './global-plugin.js';

/**
 * OpenAPI generated from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json.
 * Registered before the routes so that @fastify/swagger sees them all.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'self'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' https:",
  "connect-src 'self'",
  "form-action 'self'",
].join('; ');

export const docsPlugin = globalPlugin('docs', async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parking payments API',
        description: 'White-label pay-by-plate parking. Errors are always { message, statusCode }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          // /api/gate/*: an operator API key (docs/decisions/057).
          gateApiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An operator API key (gk_...): npm run -w @parking/api gate-key',
          },
          // /api/admin/*: an operator key with an admin scope (issue 25).
          operatorApiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An operator key (ok_...) with admin:read or admin:write: npm run -w @parking/api operator-key -- create',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs routes get their own policy (swagger-ui's, minus upgrade-insecure-requests, which
  // would send http://localhost assets to https); the app's strict one stays everywhere else.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
});
