import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigChangeFeed } from '../config-changes/index.js';
import { AppError } from '../errors.js';
import { redactUrl } from '../logging/index.js';
import { globalPlugin } from './global-plugin.js';
import { type LinkPage, linkPageOf } from './link-pages.js';
import {
  createPagePreloads,
  type EntryPage,
  entryPageOf,
  photoPreload,
  type RenderedPageRef,
} from './page-preloads.js';
import {
  type EntryPageData,
  type EntryPageRenderer,
  loadEntryPageRenderer,
  type RenderedEntryPage,
  type SeededQuery,
} from './server-render.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS_SEGMENT = `${sep}assets${sep}`;
/** Operator logos and place images are also shown by mail clients, from their own origins. */
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif|ico)$/i;
/** A place changes rarely: a shared cache keeps its page a minute, then revalidates it. */
const ENTRY_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** A link page shows one driver's plate, times and amounts: no cache anywhere keeps it. */
const LINK_PAGE_CACHE = 'private, no-store';

/**
 * Serves the built web app and routes everything no route claimed: an unknown /api path is a
 * JSON 404, and so is a missing file under /assets/; any other GET that is not a file gets
 * index.html with 200, and the web app shows its own not-found page. Vite's hashed files under /assets/ are cached forever; index.html
 * and the other files are revalidated (no-cache). .br/.gz siblings are served when present.
 * An entry page is rendered on the server when the build has its server entry and the place
 * or customer exists (server-render.ts, decision 065); otherwise its index.html comes with a
 * Link header announcing its chunks, translations and data (page-preloads.ts).
 */
export const staticWebPlugin = globalPlugin<{
  webDistDir: string;
  /** The URL of a place's first photo, for its entry pages' preload; null without one. */
  firstImageOf?: (placeId: string) => Promise<string | null>;
  /** The document an entry page reads, or null when there is none (the page says not found). */
  entryPageData?: (page: EntryPage) => Promise<EntryPageData | null>;
  /**
   * A link page's own data as a stranger holding the link reads it from the API (no payer
   * key), or null when its id opens nothing (the page says not found, from index.html).
   */
  linkPageData?: (page: LinkPage) => Promise<SeededQuery[] | null>;
  /** Drops the kept renders when an operator changes configuration. */
  configChanges?: ConfigChangeFeed;
}>('static-web', async (app, options) => {
  const { webDistDir, firstImageOf, entryPageData, linkPageData, configChanges } = options;
  const hasIndex = existsSync(join(webDistDir, 'index.html'));
  const preloads = createPagePreloads(webDistDir);
  const renderer: EntryPageRenderer | null =
    hasIndex && entryPageData
      ? await loadEntryPageRenderer({
          webDistDir,
          startAfterPaintScript: preloads.startAfterPaintScript,
          log: app.log,
          ...(configChanges ? { configChanges } : {}),
        })
      : null;

  /** The server-rendered page, or null to fall back to index.html (no data, a failed render). */
  async function renderEntryPage(
    request: FastifyRequest,
    page: RenderedPageRef,
  ): Promise<RenderedEntryPage | null> {
    if (!renderer || !entryPageData) return null;
    try {
      const isLink = 'kind' in page;
      if (isLink && !linkPageData) return null;
      const [data, personal] = await Promise.all([
        entryPageData({ flow: page.flow, id: page.id }),
        isLink && linkPageData ? linkPageData(page) : undefined,
      ]);
      if (!data || personal === null) return null;
      return await renderer.render({
        url: request.url,
        page,
        data,
        ...(personal ? { personal } : {}),
        cookieHeader: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        css: preloads.pageCss(page),
        cssFiles: preloads.pageCssFiles(page),
        scripts: preloads.pageScripts(page),
        now: Date.now(),
      });
    } catch (error) {
      request.log.error({ err: error, url: redactUrl(request.url) }, 'Entry page render failed');
      return null;
    }
  }
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
      const page = entryPageOf(path) ?? linkPageOf(path, request.url.slice(path.length));
      const rendered = page ? await renderEntryPage(request, page) : null;
      const placeId = preloads.placeIdOf(page);
      const image = placeId && firstImageOf ? await firstImageOf(placeId).catch(() => null) : null;
      // A link page announces only its photo, once rendered (index.html asks for its own data).
      const links =
        page && 'kind' in page
          ? rendered && photoPreload(image)
          : preloads.linksFor(path, request.headers.cookie, image, {
              rendered: rendered !== null,
            });
      if (links) reply.header('link', links).header('vary', 'Cookie');
      if (rendered) return sendRenderedPage(request, reply, rendered);
      return reply.code(200).sendFile('index.html');
    }
    throw new AppError('ROUTE_NOT_FOUND', `Route ${request.method} ${path} not found`);
  });
});

/**
 * A rendered entry page: cacheable for a minute by shared caches, revalidated by ETag, per
 * language (cookie, Accept-Language); its inline operator colours allowed by hash in the CSP.
 * With a query string the page is one driver's (a plate from a link): never stored. A link
 * page (no ETag) is one driver's too, and kept by no cache, not even the browser's.
 */
function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedEntryPage) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string' && page.styleSources.length > 0) {
    reply.header(
      'content-security-policy',
      csp.replace(
        /style-src ([^;]*)/,
        (_, sources) => `style-src ${sources} ${page.styleSources.join(' ')}`,
      ),
    );
  }
  const cacheControl =
    page.etag === null
      ? LINK_PAGE_CACHE
      : request.url.includes('?')
        ? 'no-store'
        : ENTRY_PAGE_CACHE;
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (page.etag !== null) {
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  reply.code(200).type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
