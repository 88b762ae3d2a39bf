import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { PreparedJson } from '../lib/json-response.js';
import { createTtlCache } from '../lib/ttl-cache.js';
import { cookieLocaleOf, type EntryPage } from './page-preloads.js';

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
  etag: string;
  styleSources: string[];
}

/** The document an entry page reads (place or customer), as the API answers it. */
export type EntryPageData = { queryKey: readonly unknown[]; json: PreparedJson };

const RENDER_CACHE_TTL_MS = 60_000;
const MINUTE_MS = 60_000;

/**
 * Server rendering of the flows' entry pages (decision 065), when the web build has its server
 * entry. Renders are kept for a minute per page, language, data version and minute of the
 * clock (the closing alert counts minutes), so a busy page renders about once a minute.
 */
export async function loadEntryPageRenderer({
  webDistDir,
  log,
}: {
  webDistDir: string;
  log: FastifyBaseLogger;
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
  // The app's stylesheet link goes: a rendered page carries its CSS inline (pageCss).
  const template = readFileSync(templateFile, 'utf8').replace(
    /[ \t]*<link rel="stylesheet"[^>]*>\n?/g,
    '',
  );
  const renderPage = module.createPageRenderer(template);
  const renders = createTtlCache<RenderedEntryPage>({
    ttlMs: RENDER_CACHE_TTL_MS,
    maxEntries: 500,
  });
  const parsed = new WeakMap<PreparedJson, { data: unknown; offered: string[] }>();
  const parse = (json: PreparedJson) => {
    let found = parsed.get(json);
    if (!found) {
      const data = JSON.parse(json.body) as { lang?: unknown };
      const offered = Array.isArray(data.lang)
        ? data.lang.filter((l) => typeof l === 'string')
        : [];
      found = { data, offered };
      parsed.set(json, found);
    }
    return found;
  };

  return {
    /**
     * The page at `url` (path and query) rendered in the driver's language: the `locale`
     * cookie, else Accept-Language among the operator's languages, else the spec's fallback.
     */
    async render(input: {
      url: string;
      page: EntryPage;
      data: EntryPageData;
      cookieHeader: string | undefined;
      acceptLanguage: string | undefined;
      /** The page's CSS, inlined in its head. */
      css: string;
      now: number;
    }): Promise<RenderedEntryPage> {
      const { data, offered } = parse(input.data.json);
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
          queries: [{ queryKey: input.data.queryKey, data }],
          headTags: `<style>${input.css}</style>`,
          renderedAt: input.now,
        });
        const etag = `"${createHash('sha1').update(rendered.html).digest('base64url')}"`;
        const styleSources = [input.css, ...rendered.inlineStyles].map(
          (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
        );
        // Compressed once per render, not per request: most of the page is its JSON block.
        const gzip = gzipSync(rendered.html, { level: 9 });
        const brotli = brotliCompressSync(rendered.html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
        });
        return { html: rendered.html, gzip, brotli, etag, styleSources };
      };
      // A query string (a plate in a QR link) makes the page one driver's: rendered, not kept.
      if (input.url.includes('?')) return load();
      const cached = await renders.get(key, load);
      if (!cached) throw new Error('The entry page render produced nothing');
      return cached;
    },
  };
}

export type EntryPageRenderer = NonNullable<Awaited<ReturnType<typeof loadEntryPageRenderer>>>;
