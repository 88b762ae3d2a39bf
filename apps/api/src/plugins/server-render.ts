import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { type ConfigChangeFeed, clearOnConfigChange } from '../config-changes/index.js';
import type { PreparedJson } from '../lib/json-response.js';
import { createTtlCache } from '../lib/ttl-cache.js';
import { cookieLocaleOf, type RenderedPageRef } from './page-preloads.js';

/** What apps/web/src/entry-server.tsx exports (built into dist-server/ by `vite build --ssr`). */
interface LocalePreference {
  stored: string | null;
  accepted: readonly string[];
}
interface PageRendererModule {
  createPageRenderer(
    template: string,
  ): (input: {
    url: string;
    preference: LocalePreference;
    offered: readonly string[];
    queries: Array<{ queryKey: readonly unknown[]; data: unknown }>;
    headTags: string;
    renderedAt: number;
  }) => Promise<{ html: string; locale: string; inlineStyles: string[] }>;
  parseAcceptLanguage(header: string | undefined): string[];
  resolveLocale(input: LocalePreference & { offered: readonly string[] }): string;
}

/** A page ready to send: its HTML (also compressed), its ETag, its inline style's CSP sources. */
export interface RenderedEntryPage {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
  /** Null for a page of one driver's (a link page): no ETag, so no request ever matches another's. */
  etag: string | null;
  styleSources: string[];
}

/** The document an entry page reads (place or customer), as the API answers it. */
export type EntryPageData = { queryKey: readonly unknown[]; json: PreparedJson };
/** A query cache entry as the API answers it (JSON already). */
export type SeededQuery = { queryKey: readonly unknown[]; data: unknown };

const RENDER_CACHE_TTL_MS = 60_000;
const MINUTE_MS = 60_000;

/**
 * Server rendering of the flows' entry pages (decision 065), when the web build has its server
 * entry. Renders are kept for a minute per page, language, data version and minute of the
 * clock (the closing alert counts minutes), so a busy page renders about once a minute.
 */
export async function loadEntryPageRenderer({
  webDistDir,
  startAfterPaintScript,
  log,
  configChanges,
}: {
  webDistDir: string;
  /** The script that starts the app after the page's paint (page-preloads.ts), if built. */
  startAfterPaintScript: string | null;
  log: FastifyBaseLogger;
  /** Drops every kept render when an operator changes configuration. */
  configChanges?: ConfigChangeFeed;
}) {
  const entry = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const templateFile = join(webDistDir, 'index.html');
  if (!existsSync(entry) || !existsSync(templateFile)) {
    log.warn(
      { entry },
      'No server entry in the web build: entry pages are rendered in the browser',
    );
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  // The app's stylesheet link goes: a rendered page carries its CSS inline (pageCss). So do
  // its entry script and module preloads: the page starts them after its paint (decision 066).
  let template = readFileSync(templateFile, 'utf8').replace(
    /[ \t]*<link rel="stylesheet"[^>]*>\n?/g,
    '',
  );
  if (startAfterPaintScript) {
    template = template
      .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
      .replace(
        /<script type="module" crossorigin src="[^"]*"><\/script>/,
        () => `<script type="module" crossorigin src="${startAfterPaintScript}"></script>`,
      );
  }
  const renderPage = module.createPageRenderer(template);
  const renders = createTtlCache<RenderedEntryPage>({
    ttlMs: RENDER_CACHE_TTL_MS,
    maxEntries: 500,
  });
  if (configChanges) clearOnConfigChange(configChanges, renders);
  /** The operator's languages, as the document offers them. */
  const offeredBy = (value: unknown): string[] => {
    const lang = (value as { lang?: unknown } | null)?.lang;
    return Array.isArray(lang) ? lang.filter((l) => typeof l === 'string') : [];
  };

  return {
    /**
     * The page at `url` (path and query) rendered in the driver's language: the `locale`
     * cookie, else Accept-Language among the operator's languages, else the spec's fallback.
     */
    async render(input: {
      url: string;
      page: RenderedPageRef;
      data: EntryPageData;
      /**
       * A link page's own data (its driver's session, booking, permit, stay or order): the
       * page is then one driver's, rendered for this request only and never kept.
       */
      personal?: readonly SeededQuery[];
      cookieHeader: string | undefined;
      acceptLanguage: string | undefined;
      /** The page's CSS, inlined in its head. */
      css: string;
      /** The files of that CSS, by their URLs. */
      cssFiles: readonly string[];
      /** The modules the page starts after its paint, the app's entry first. */
      scripts: readonly string[];
      now: number;
    }): Promise<RenderedEntryPage> {
      const data = input.data.json.value;
      const offered = offeredBy(data);
      const preference: LocalePreference = {
        stored: cookieLocaleOf(input.cookieHeader),
        accepted: module.parseAcceptLanguage(input.acceptLanguage),
      };
      const locale = module.resolveLocale({ ...preference, offered });
      const minute = Math.floor(input.now / MINUTE_MS);
      const key = [input.url, locale, input.data.json.etag, minute].join('\n');
      const load = async () => {
        const rendered = await renderPage({
          url: input.url,
          // The language is decided: the render's own choice must land on the same one.
          preference: { stored: locale, accepted: [] },
          offered,
          queries: [{ queryKey: input.data.queryKey, data }, ...(input.personal ?? [])],
          headTags:
            `<style>${input.css}</style>${inlinedStylesheetLinks(input.cssFiles)}` +
            pageModulesBlock(input.scripts),
          renderedAt: input.now,
        });
        // The data's own ETag is in it: the tag changes with the configuration even where the
        // HTML would not show the change (a renderer that leaves the data out, say).
        const etag = input.personal
          ? null
          : `"${createHash('sha1').update(input.data.json.etag).update(rendered.html).digest('base64url')}"`;
        const styleSources = [input.css, ...rendered.inlineStyles].map(
          (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
        );
        // Compressed once per render, not per request: most of the page is its JSON block.
        const gzip = gzipSync(rendered.html, { level: 9 });
        const brotli = brotliCompressSync(rendered.html, brotliOptions(rendered.html));
        return { html: rendered.html, gzip, brotli, etag, styleSources };
      };
      // A query string (a plate in a QR link) or a link page's data make the page one
      // driver's: rendered for this request, never kept for another.
      if (input.url.includes('?') || input.personal) return load();
      const cached = await renders.get(key, load);
      if (!cached) throw new Error('The entry page render produced nothing');
      return cached;
    },
  };
}

/**
 * Brotli at quality 9 with a window just large enough for the page (at least 64 kB, so one
 * window holds the whole document and the output is the same size): with the default 4 MB
 * window, quality 9 took 10 to 20 times longer on a 45 kB page (1.3 to 4 s against 0.06 to
 * 0.2 s on this busy machine), time a link page, compressed for each request, adds to its first
 * byte (decision 082).
 */
function brotliOptions(html: string) {
  const bytes = Buffer.byteLength(html);
  const window = Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

/**
 * A disabled link for each stylesheet the page carries inline: the browser neither fetches nor
 * applies it, and the app's chunk loader, which adds a chunk's stylesheets unless the page
 * links them, sees it linked. Without them the app fetched the page's CSS again once it ran,
 * and each file's arrival restyled the whole page during hydration.
 */
function inlinedStylesheetLinks(files: readonly string[]): string {
  return files.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
}

/**
 * The non-executing list start-after-paint reads (apps/web/src/start-after-paint.ts): build
 * paths, escaped anyway so nothing in it can close the element.
 */
function pageModulesBlock(scripts: readonly string[]): string {
  if (scripts.length === 0) return '';
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="page-modules">${json}</script>`;
}

export type EntryPageRenderer = NonNullable<Awaited<ReturnType<typeof loadEntryPageRenderer>>>;
