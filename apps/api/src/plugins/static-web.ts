import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors.js';
import { globalPlugin } from './global-plugin.js';
import { createPagePreloads } from './page-preloads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS_SEGMENT = `${sep}assets${sep}`;
/** Operator logos and place images are also shown by mail clients, from their own origins. */
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif|ico)$/i;

/**
 * Serves the built web app and routes everything no route claimed: an unknown /api path is a
 * JSON 404, and so is a missing file under /assets/; any other GET that is not a file gets
 * index.html with 200, and the web app shows its own not-found page. Vite's hashed files under /assets/ are cached forever; index.html
 * and the other files are revalidated (no-cache). .br/.gz siblings are served when present.
 * An entry page's index.html comes with a Link header announcing its chunks, translations and
 * data (page-preloads.ts), which depends on the language cookie.
 */
export const staticWebPlugin = globalPlugin<{
  webDistDir: string;
  /** The URL of a place's first photo, for its entry pages' preload; null without one. */
  firstImageOf?: (placeId: string) => Promise<string | null>;
}>('static-web', async (app, { webDistDir, firstImageOf }) => {
  const hasIndex = existsSync(join(webDistDir, 'index.html'));
  const preloads = createPagePreloads(webDistDir);
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(ASSETS_SEGMENT) ? IMMUTABLE : 'no-cache');
        if (IMAGE_FILE.test(filePath)) reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  } else {
    app.log.warn(
      { webDistDir },
      'No web build found (index.html missing): serving the API only. `npm run build` builds the web app.',
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing hashed file (an old chunk after a deploy) must not get HTML back.
    const isAsset = path.startsWith('/assets/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasIndex && isPageRequest && !isApi && !isAsset) {
      const placeId = preloads.placeIdOf(path);
      const image = placeId && firstImageOf ? await firstImageOf(placeId).catch(() => null) : null;
      const links = preloads.linksFor(path, request.headers.cookie, image);
      if (links) reply.header('link', links).header('vary', 'Cookie');
      return reply.code(200).sendFile('index.html');
    }
    throw new AppError('ROUTE_NOT_FOUND', `Route ${request.method} ${path} not found`);
  });
});
