import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const SHELL_MODULES =
  /\/src\/(lib|components\/(ui|place)|styles|app\/shell)\/|\/src\/app\/(use-operator-theme|layouts\/operator-frame)\.|\/features\/transient\/lib\/localized-place\./;
// No flow's first page imports these (the payer's keys, the device's secret, a reference's
// check, the price's rows): about 1 kB gz that every first page fetched in the shell.
// Nor the help dialog, fetched when the driver first asks for it (decision 094).
const LATER_ONLY =
  /\/src\/lib\/(retry-on-not-found|payer-keys|device-secret|well-formed-ref)\.|\/src\/components\/ui\/breakdown-rows\.|\/src\/components\/ui\/((actions|breakdown)\.css|(loading-overlay|data-gate|not-found|modal)\.)|\/src\/app\/shell\/contact-(modal|list)\./;
// The plate field and its rule: the transient and access-control first pages draw it, the
// reservation and permit ones do not (decision 094). A chunk of their own, outside the shell.
const PLATE_ENTRY =
  /\/src\/components\/ui\/plate-input\.|\/domain\/src\/validation\/license-plate\./;
// Only the access-control search's pages draw these (its labelled field, its retry alert): in the
// shell, every other flow's first page fetched them too (decision 085, amended).
const ACCESS_CONTROL_ONLY = /\/src\/components\/ui\/(field|retry-alert)\./;
// The error catalogue and its check (decision 077), the kept card's words (decision 086): about
// 1 kB gz of the vocabulary that no first page reads.
const LATER_VOCABULARY =
  /\/src\/lib\/error-code\.|\/domain\/src\/vocabulary\/(error-codes|saved-card)\./;
// The transient home and what the reservation home's details borrow from it (opening notices,
// access hours) stay one chunk: split apart, the transient first page paid about 0.4 kB gz more
// for a second request (docs/decisions/054). The reservation home's first page imports none of it.
const TRANSIENT_HOME =
  /\/features\/transient\/(pages\/transient-home-page|components\/(closing-alert|access-hours)|lib\/primary-period)\./;
// The reservation home and the small modules its later pages share with it (labels, context):
// one chunk, so the home's first page stays under its budget (docs/decisions/054). The typed date
// field is in it; its calendar is a chunk of its own, after the first paint (decision 085).
const RESERVATION_HOME =
  /\/features\/reservation\/(pages\/reservation-home-page|components\/(booking-window-fields|date-field)|lib\/booking-labels|reservation-context)\.|\/domain\/src\/(reservation\/booking-window|calendar\/typed-date)\./;
// The permit summary (the page a permit holder's link opens) and the pieces its first paint
// needs: one chunk instead of six small ones, which kept it over the first-page budget
// (docs/decisions/055). The renewal form stays apart: it brings the payment feature.
const PERMIT_SUMMARY =
  /\/features\/permit\/(pages\/permit-summary-page|components\/permit-(gate|active|closed|details|not-found)|api\/get-permit-info|permit-context)\.|\/components\/ui\/(loading-overlay|data-gate)\./;
// The transient home's payment step and the transient calls it shares with the extension page
// and a permit's renewal (rates as options, the actions, their endpoints, a rate's total): one
// chunk, as when the calls lived in the payment feature. Apart, they were two more names in the
// lists of what the transient first page may preload (docs/decisions/078). These modules only:
// what they import stays where it is.
const TRANSIENT_PAYMENT =
  /\/features\/transient\/(components\/transient-payment|lib\/transient-payment-actions|api\/(generate-payment|generate-extension-payment|process-payment|get-resume-by-external-id))\.|\/domain\/src\/pricing\/rate-total\./;
const PRELOAD_HELPER = /vite\/preload-helper/;
const ALWAYS_LOADED = /\/(rolldown-runtime|index)-[\w-]+\.js$/;
// What the entry imports itself (React DOM, the scheduler, the app's root, its routes and
// preloading): with the shell's modules, one 'index' chunk. As two files, the shell's exports and
// the entry's imports of them cost every first page 1.3 kB gz more (decision 094).
const ENTRY_MODULES =
  /\/node_modules\/(react-dom|scheduler)\/|\/src\/main\.tsx$|\/src\/app\/(app|navigation-effects|lazy-pages|flow-home|bootstrap|page-title|use-document-title)\.|\/src\/app\/routes\/(lazy-routes|transient-routes)\.|\/src\/app\/layouts\/(page-spinner|place-layout)\.|\/api\/get-customer(-place)?\.|rolldown[/:]runtime/;
// The reservation home's lazy parts (details, quote summary, refusal alert, opening rules,
// calendar) all start once the page is interactive, most when the browser is idle: what they
// import comes a round trip after each, not named in the home's chunk, where the list cost
// 0.2 kB gz of its first page (decision 085, amended). Their stylesheets are still named.
const PARTS_WITHOUT_PRELOAD_LIST = /\/reservation-home-page-[\w-]+\.js$/;
// The same for the reservation's later pages, from its routes' chunk: their lists (0.65 kB gz)
// were a third of that chunk, on the reservation's first page. The home keeps its list; a later
// page's own imports come a round trip after it (decision 094).
// And for the transient flow's later pages (summary, paid ticket, extension) and the not-found
// page, from the entry: their lists were 0.5 kB gz of every flow's first page.
const ROUTES_LISTING_THEIR_HOME_ONLY = /\/(reservation-routes|index)-[\w-]+\.js$/;
const LATER_PAGE =
  /\/(reservation-(checkout|ticket-paid|cancel|update|plate-updated)-page|transient-(summary|ticket-paid|extension)-page|not-found-page)-[\w-]+\.js$/;
// The time of day's writer is the reservation's time list's too: in the transient home's chunk,
// it brought that whole chunk (4.3 kB gz) onto the reservation's first page (decision 085).
const SHARED_DOMAIN =
  /\/domain\/src\/(opening-hours\/(zoned-parts|zoned-wall-clock|offset-timeline)|display\/(localized-text|date-time|time-of-day))\./;

/**
 * What each chunk is made of, for the bundle bench's 'largest modules' line (issue 26): every
 * module's share of its chunk, by the gzipped size of the code it rendered into it (before the
 * chunk is minified: a share, not a size). Written beside the manifest, never served.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_, bundle) {
      const chunks: Record<string, { module: string; share: number }[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const sized = Object.entries(chunk.modules)
          .map(([id, rendered]) => ({
            module: id.replace(/^.*\/node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/'),
            bytes: rendered.code ? gzipSync(rendered.code).length : 0,
          }))
          .filter((entry) => entry.bytes > 0);
        const total = sized.reduce((sum, entry) => sum + entry.bytes, 0);
        chunks[chunk.fileName] = sized
          .sort((a, b) => b.bytes - a.bytes)
          .map((entry) => ({ module: entry.module, share: entry.bytes / total }));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}

/**
 * With the entry's modules in the 'index' group, the build's manifest names that chunk by its
 * file, not 'index.html': the server finds the entry (what index.html loads, what a rendered
 * page starts first) under 'index.html' (apps/api page-preloads.ts). Restored here, with every
 * chunk's import of it, as the manifest was before (decision 094).
 */
function entryInManifest(): Plugin {
  return {
    name: 'entry-in-manifest',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const asset = bundle['.vite/manifest.json'];
        if (asset?.type !== 'asset') return;
        const manifest = JSON.parse(String(asset.source)) as Record<string, { name?: string }>;
        if (manifest['index.html']) return;
        const key = Object.keys(manifest).find((name) => manifest[name]?.name === 'index');
        if (!key) return;
        const { [key]: entry, ...rest } = manifest;
        const restored = { 'index.html': { ...entry, src: 'index.html', isEntry: true }, ...rest };
        asset.source = JSON.stringify(restored, null, 2).replaceAll(`"${key}"`, '"index.html"');
      },
    },
  };
}

/**
 * The same merge has index.html load the runtime chunk with a script of its own, where Vite
 * wrote a module preload before: one entry script is what the server swaps for
 * start-after-paint, and it drops the preloads (decision 066). Any script before the last, the
 * entry, is a preload again.
 */
function oneEntryScript(): Plugin {
  return {
    name: 'one-entry-script',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const scripts = [
          ...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g),
        ];
        return scripts
          .slice(0, -1)
          .reduce(
            (page, [tag, src]) =>
              page.replace(tag, `<link rel="modulepreload" crossorigin href="${src}">`),
            html,
          );
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), chunkModules(), entryInManifest(), oneEntryScript()],
  resolve: {
    // 'source' first: '@parking/domain' resolves to its TypeScript sources, not a stale dist.
    conditions: ['source', ...defaultClientConditions],
  },
  // The server entry (decision 065) carries its own React, built for production whatever the
  // API process's NODE_ENV, and needs no node_modules beside dist-server/.
  ssr: { noExternal: true, resolve: { conditions: ['source'] } },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true }
    : {
        target: 'es2022',
        cssCodeSplit: true,
        // The CSP's connect-src 'self' forbids fetching data: URLs, so translations (fetched as
        // JSON) must stay files; small images may still be inlined (img-src allows data:).
        assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
        // Modern browsers only (es2022): no modulepreload polyfill injected into the entry. The
        // runtime and the shell are in before any lazy import runs (the entry imports both): a
        // lazy chunk's list of what to fetch with it need not name them in every chunk.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (file, deps, { hostId }) =>
            PARTS_WITHOUT_PRELOAD_LIST.test(hostId) ||
            (ROUTES_LISTING_THEIR_HOME_ONLY.test(hostId) && LATER_PAGE.test(file))
              ? deps.filter((dep) => dep === file)
              : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
        },
        reportCompressedSize: true,
        // The server reads it to announce a page's chunks and translations with its HTML.
        manifest: true,
        // The small modules that the first page and the lazy pages share (query cache, UI pieces,
        // the place's header and terms link that the extension page shows too) go
        // into one 'shell' chunk (since decision 094 the entry's own 'index' chunk, with the entry's
        // modules) instead of a handful of tiny ones: fewer requests and about 1 kB
        // less before the place's header (docs/decisions/021). The base stylesheet and the CSS of
        // those modules go with them into the shell's one stylesheet, linked from index.html, base
        // first. Modules only the later steps use stay with those steps.
        rolldownOptions: {
          // A server-rendered page loads only start-after-paint, which starts the app's entry
          // once the page has painted (decision 066); index.html loads the entry itself.
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            'start-after-paint': fileURLToPath(
              new URL('src/start-after-paint.ts', import.meta.url),
            ),
          },
          output: {
            codeSplitting: {
              groups: [
                // Ahead of the shell, which would take these in with the vocabulary its modules
                // import: only the pages that read a failure's code or a kept card fetch them.
                // These modules only: the rest of the vocabulary stays in the shell.
                {
                  name: 'later-vocabulary',
                  test: LATER_VOCABULARY,
                  includeDependenciesRecursively: false,
                  priority: 3,
                },
                {
                  name: 'plate-entry',
                  test: PLATE_ENTRY,
                  includeDependenciesRecursively: false,
                  priority: 3,
                },
                {
                  name: 'index',
                  test: (id: string) =>
                    ENTRY_MODULES.test(id) ||
                    (SHELL_MODULES.test(id) &&
                      !LATER_ONLY.test(id) &&
                      !ACCESS_CONTROL_ONLY.test(id)) ||
                    SHARED_DOMAIN.test(id) ||
                    // Vite's preload helper, which every lazy import calls: with the transient home
                    // group it landed in that chunk, and every flow had to fetch it.
                    PRELOAD_HELPER.test(id),
                  priority: 2,
                },
                { name: 'transient-home-page', test: TRANSIENT_HOME, priority: 1 },
                { name: 'reservation-home-page', test: RESERVATION_HOME, priority: 1 },
                { name: 'permit-summary-page', test: PERMIT_SUMMARY, priority: 1 },
                {
                  name: 'transient-payment',
                  test: TRANSIENT_PAYMENT,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
  },
}));
