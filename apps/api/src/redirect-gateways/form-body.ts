import type { FastifyInstance } from 'fastify';

/**
 * application/x-www-form-urlencoded bodies as a plain object of strings, in the calling plugin
 * only: what a browser's form post and the gateway's notification send. A repeated name keeps
 * its last value; the routes' schemas decide what is acceptable.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
