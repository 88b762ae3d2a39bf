import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_LOCALE,
  isUuid,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  PLACE_INCLUDES,
} from '@parking/domain/vocabulary';
import { LINK_PAGE_CHUNKS, type LinkPage } from './link-pages.js';

/** The build's second entry (apps/web/vite.config.ts), by its source path. */
const START_AFTER_PAINT = 'src/start-after-paint.ts';

/** One file of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What each flow's first page needs from the build, by source path or chunk-group name
 * (vite.config.ts): found through the entry's lazy imports only once the entry ran, one round
 * trip after another.
 */
const FIRST_PAGE_CHUNKS = {
  transient: ['src/app/layouts/place-layout.tsx', 'transient-home-page'],
  reservation: [
    'src/app/routes/reservation-routes.tsx',
    'src/app/layouts/place-layout.tsx',
    'reservation-home-page',
  ],
  permit: [
    'src/app/routes/permit-routes.tsx',
    'src/app/layouts/place-layout.tsx',
    'src/features/permit/pages/permit-home-page.tsx',
  ],
  accessControl: ['src/app/routes/access-control-routes.tsx'],
} as const;
type Flow = keyof typeof FIRST_PAGE_CHUNKS;
export type EntryPage = { flow: Flow; id: string };
/** A server-rendered page: a flow's entry page or a page a link opens (link-pages.ts). */
export type RenderedPageRef = EntryPage | LinkPage;
const PAGE_CHUNKS: Record<string, readonly string[]> = {
  ...FIRST_PAGE_CHUNKS,
  ...LINK_PAGE_CHUNKS,
};
/** The key of a page's chunks: its flow for an entry page, its kind for a link page. */
const chunksKeyOf = (page: RenderedPageRef): string => ('kind' in page ? page.kind : page.flow);

/** The flow and the id of an entry page's path, or null for any other page. */
export function entryPageOf(path: string): EntryPage | null {
  const place = /^\/(transient|reservation|permit)\/([^/]+)\/?$/.exec(path);
  if (place?.[1] && place[2] && isUuid(place[2])) {
    return { flow: place[1] as Flow, id: place[2] };
  }
  const area = /^\/(?:access-control\/)?([^/]+)\/?$/.exec(path);
  if (area?.[1] && isUuid(area[1])) return { flow: 'accessControl', id: area[1] };
  return null;
}

/**
 * The place's first photo fetched at once with high priority (often the largest paint), or null.
 * A URL is a header's own syntax: one with '<', '>' or a comma is left out, not escaped.
 */
export function photoPreload(imageUrl: string | null | undefined): string | null {
  if (!imageUrl || /[<>,\s]/.test(imageUrl)) return null;
  return `<${imageUrl}>; rel=preload; as=image; fetchpriority=high`;
}

/** The language the `locale` cookie holds (it mirrors the stored one), if it is one of ours. */
export function cookieLocaleOf(cookieHeader: string | undefined): Locale | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : null;
}

/** The chunk of a manifest key or, for a chunk group (no source), of its name. */
function chunkOf(manifest: Manifest, key: string): ManifestChunk | undefined {
  return (
    manifest[key] ??
    Object.values(manifest).find((chunk) => chunk.name === key && chunk.file.endsWith('.js'))
  );
}

/**
 * The chunks reached from `keys` that index.html does not load itself, with their stylesheets:
 * through static imports only (what the first page runs), or dynamic ones too (`later`: what a
 * server render may put in the HTML at once, such as the payment form and its modals).
 */
function chunksFrom(
  manifest: Manifest,
  keys: readonly string[],
  inHtml: Set<string>,
  { later = false }: { later?: boolean } = {},
) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(manifest, key);
    if (!chunk || inHtml.has(key) || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    const next = later
      ? [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]
      : chunk.imports;
    for (const imported of next ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * `Link` header values announcing an entry page's chunks, stylesheets, translations and data
 * with the HTML (issue 13): the browser fetches them at once, in parallel with the entry script,
 * instead of after it. The entry's own files are in index.html already; the data URLs are the
 * ones the app requests (lib/api-client.ts), so the preloads are the responses it uses.
 */
export function createPagePreloads(webDistDir: string) {
  const file = join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const entry = manifest['index.html'];
  const inHtml = new Set(entry ? [entry.file, ...(entry.imports ?? [])] : []);
  const entryScripts = entry
    ? [entry.file, ...(entry.imports ?? []).flatMap((key) => manifest[key]?.file ?? [])]
    : [];
  const startAfterPaint = manifest[START_AFTER_PAINT]?.file;
  const localeFiles = new Map(
    LOCALES.map((locale) => [locale, manifest[`src/locales/${locale}.json`]?.file]),
  );

  const chunkLinks = new Map<string, string[]>();
  const pageScripts = new Map<string, string[]>();
  const pageCss = new Map<string, { css: string; files: string[] }>();
  // The stylesheets index.html links: the entry's and its shared chunks' (the app's base CSS).
  const htmlCss = [...inHtml].flatMap((key) => chunkOf(manifest, key)?.css ?? []);
  if (entry) htmlCss.unshift(...(entry.css ?? []));
  for (const [page, keys] of Object.entries(PAGE_CHUNKS)) {
    const { scripts, styles } = chunksFrom(manifest, keys, inHtml);
    // Small (a few kB in all): without them, parts rendered at once would show unstyled.
    const rendered = chunksFrom(manifest, keys, inHtml, { later: true });
    const files = [...new Set([...htmlCss, ...rendered.styles])].filter((path) =>
      existsSync(join(webDistDir, path)),
    );
    pageCss.set(page, {
      css: files.map((path) => readFileSync(join(webDistDir, path), 'utf8')).join('\n'),
      files: files.map((path) => `/${path}`),
    });
    pageScripts.set(
      page,
      [...entryScripts, ...scripts].map((path) => `/${path}`),
    );
    chunkLinks.set(page, [
      ...scripts.map((path) => `</${path}>; rel=modulepreload`),
      ...styles.map((path) => `</${path}>; rel=preload; as=style; crossorigin`),
    ]);
  }

  return {
    /**
     * The place of a page that opens with the place's photos: the transient and reservation
     * homes, and the extension page (its place header).
     */
    placeIdOf(page: RenderedPageRef | null): string | null {
      if (!page) return null;
      if ('kind' in page) return page.kind === 'transientExtension' ? page.id : null;
      return page.flow === 'transient' || page.flow === 'reservation' ? page.id : null;
    },

    /**
     * The CSS of a server-rendered page of the flow, to inline in its head: the app's own
     * stylesheet (index.html's), then the flow's. A page that paints from its first response
     * waits for no stylesheet request (decision 065).
     */
    pageCss(page: RenderedPageRef): string {
      return pageCss.get(chunksKeyOf(page))?.css ?? '';
    },

    /** The files pageCss inlines, by their URLs. */
    pageCssFiles(page: RenderedPageRef): readonly string[] {
      return pageCss.get(chunksKeyOf(page))?.files ?? [];
    },

    /**
     * The script a server-rendered page loads with its HTML, which starts the app once the page
     * has painted (apps/web/src/start-after-paint.ts, decision 066); null in a build without it.
     */
    startAfterPaintScript: startAfterPaint ? `/${startAfterPaint}` : null,

    /** The modules that script starts for a page of the flow: the app's entry first. */
    pageScripts(page: RenderedPageRef): string[] {
      return pageScripts.get(chunksKeyOf(page)) ?? [];
    },

    /**
     * The Link header for the page at `path`, or null when it is no entry page; `imageUrl`, the
     * place's first photo, is fetched at once with high priority (often the largest paint). A
     * server-rendered page (`rendered`) carries its translations and data in its HTML already.
     */
    linksFor(
      path: string,
      cookieHeader: string | undefined,
      imageUrl?: string | null,
      { rendered = false }: { rendered?: boolean } = {},
    ): string | null {
      const page = entryPageOf(path);
      if (!page) return null;
      // A rendered page paints from its HTML alone (its CSS inline): its scripts start after
      // the paint, so they are not announced; only its photo is.
      const links = rendered ? [] : [...(chunkLinks.get(page.flow) ?? [])];
      if (!rendered) {
        // The language main.tsx starts in without a server render: the cookie's, else es-ES.
        const startLocale = cookieLocaleOf(cookieHeader) ?? DEFAULT_LOCALE;
        const messages = localeFiles.get(startLocale);
        if (messages) links.push(`</${messages}>; rel=preload; as=fetch; crossorigin`);
        const id = encodeURIComponent(page.id);
        const data =
          page.flow === 'accessControl'
            ? `/api/customer/${id}`
            : `/api/customer/place/${id}?${new URLSearchParams({ include: PLACE_INCLUDES.join(',') })}`;
        links.push(`<${data}>; rel=preload; as=fetch; crossorigin`);
      }
      // First: a browser (or a connection limit) takes hints in order, and the photo is the
      // largest paint while the scripts only make the page interactive.
      const photo = photoPreload(imageUrl);
      if (photo) links.unshift(photo);
      return links.join(', ');
    },
  };
}
