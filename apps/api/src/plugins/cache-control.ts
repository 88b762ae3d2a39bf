import { globalPlugin } from './global-plugin.js';

/**
 * `Cache-Control: no-store` on every response that does not choose its own (OWASP ASVS 14.3.2):
 * payments, tickets, summaries, plate lookups and receipts are one driver's data, and errors
 * and anything added later are covered without thinking about it. Responses that may be kept
 * say so themselves: the web app's files (plugins/static-web.ts), the place and customer
 * documents (no-cache with an ETag, lib/json-response.ts), the sandbox form's script and style.
 * See docs/decisions/015-api-response-caching.md.
 */
export const cacheControlPlugin = globalPlugin('cache-control', async (app) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
