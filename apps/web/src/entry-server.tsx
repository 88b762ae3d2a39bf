import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '#web/lib/router/router.tsx';
import { App } from './app/app.tsx';
import { BOOTSTRAP_ID, serializeBootstrap } from './app/bootstrap.ts';
import { type ServerHead, ServerHeadContext } from './app/server-head.ts';
import { SERVER_THEME_ID, themeRule } from './app/theme.ts';
import { pageMessages } from './lib/i18n/page-messages.ts';
import type { Messages } from './lib/i18n/translate.ts';
import { type Locale, type LocalePreference, resolveLocale } from './lib/locale.ts';
import { QueryClient } from './lib/query.ts';
import enMessages from './locales/en-US.json';
import esMessages from './locales/es-ES.json';

export { parseAcceptLanguage, resolveLocale } from './lib/locale.ts';

/**
 * The server's side of the first page (decision 065): the app's own tree rendered to HTML with
 * the data and translations the browser then hydrates with. Built by `vite build --ssr` into
 * dist-server/ and called by the API (apps/api/src/plugins/server-render.ts), which decides
 * which pages it renders, reads their data and owns the HTTP side.
 */
const MESSAGES: Record<Locale, Messages> = { 'es-ES': esMessages, 'en-US': enMessages };
/** Far above a render's tens of milliseconds: only a stuck render is given up (index.html then). */
const RENDER_TIMEOUT_MS = 10_000;

export interface PageRenderInput {
  /** Path and query of the request. */
  url: string;
  preference: LocalePreference;
  /** The languages the operator offers (its `lang`). */
  offered: readonly string[];
  /** The query cache entries the page reads, as the API would answer them. */
  queries: Array<{ queryKey: readonly unknown[]; data: unknown }>;
  /** Tags for the head: the page's route stylesheets. */
  headTags: string;
  renderedAt: number;
}

export interface RenderedPage {
  html: string;
  locale: Locale;
  /** The text of each inline <style> of the page, for the CSP's hashes (the server's job). */
  inlineStyles: string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MAX_RENDERS = 3;

/**
 * Renders until no boundary suspended. A lazy page met for the first time suspends: React's
 * prerender then still waits for it, but sends it as a late segment with an inline script that
 * moves it into place, which the CSP (rightly) blocks. Once loaded, a lazy module stays loaded,
 * so the next render is plain HTML; only a process's first renders pay for this. React also
 * sends a large boundary apart to stream its fallback first (the reservation home's time
 * lists), which `progressiveChunkSize` turns off: the whole page is sent at once anyway.
 */
async function renderSettled(
  build: () => { element: ReactNode; head: ServerHead },
): Promise<{ body: string; head: ServerHead }> {
  for (let attempt = 1; attempt <= MAX_RENDERS; attempt += 1) {
    const { element, head } = build();
    const errors: unknown[] = [];
    const { prelude } = await prerender(element, {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // A large boundary is otherwise sent apart, to stream its fallback first: never here.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // A component that throws leaves its boundary to the browser, by an inline script too.
      onError: (error) => {
        errors.push(error);
      },
    });
    const body = await new Response(prelude).text();
    if (errors.length > 0) throw errors[0];
    if (!body.includes('<script')) return { body, head };
  }
  throw new Error(`The page still suspends after ${MAX_RENDERS} renders`);
}

/** The element after the rendered markup that the first paint waits for. */
const PAGE_END_ID = 'page-end';

/** `template` is the built index.html, with its entry script and stylesheet. */
export function createPageRenderer(template: string) {
  return async function renderPage(input: PageRenderInput): Promise<RenderedPage> {
    const locale = resolveLocale({ ...input.preference, offered: input.offered });
    const { messages, partial } = pageMessages(
      MESSAGES[locale],
      new URL(input.url, 'http://page.invalid').pathname,
    );
    const queryClient = new QueryClient();
    for (const { queryKey, data } of input.queries) {
      queryClient.setQueryData(queryKey, data, input.renderedAt);
    }
    const { body, head } = await renderSettled(() => {
      const head: ServerHead = {};
      const element = (
        <StrictMode>
          <ServerHeadContext value={head}>
            <App
              queryClient={queryClient}
              initialLocale={locale}
              initialMessages={messages}
              initialMessagesPartial={partial}
              preference={input.preference}
              renderedAt={input.renderedAt}
              router={({ children }) => (
                <StaticRouter location={input.url}>{children}</StaticRouter>
              )}
            />
          </ServerHeadContext>
        </StrictMode>
      );
      return { element, head };
    });
    const bootstrap = serializeBootstrap({
      locale,
      messages,
      partial,
      renderedAt: input.renderedAt,
      queries: input.queries,
    });
    const themeCss = themeRule(head.theme ?? {});
    const headTags =
      input.headTags +
      (themeCss ? `<style id="${SERVER_THEME_ID}">${themeCss}</style>` : '') +
      // No paint before the page's markup is all parsed: a paint of half the header (Help
      // without the languages beside it, on a slow phone) would shift it when the rest came.
      // The JSON block after it does not hold the paint back.
      `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      // The page paints from its HTML and stylesheets; the scripts only make it interactive,
      // so they yield to those (and to the place's photo) rather than compete with them.
      .replaceAll(
        /<(script type="module"|link rel="modulepreload") crossorigin /g,
        '$& fetchpriority="low" ',
      )
      .replace(/<title>[^<]*<\/title>/, (title) =>
        head.title ? `<title>${escapeHtml(head.title)}</title>` : title,
      )
      .replace('</head>', () => `${headTags}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${body}</div><span id="${PAGE_END_ID}" hidden></span><script type="application/json" id="${BOOTSTRAP_ID}">${bootstrap}</script>`,
      );
    return { html, locale, inlineStyles: themeCss ? [themeCss] : [] };
  };
}
