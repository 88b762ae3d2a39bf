import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // 'source' first: '@parking/domain' resolves to its TypeScript sources, not a stale dist.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // The CSP's connect-src 'self' forbids fetching data: URLs, so translations (fetched as
    // JSON) must stay files; small images may still be inlined (img-src allows data:).
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    // Modern browsers only (es2022): no modulepreload polyfill injected into the entry.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    // The small modules that the first page and the lazy pages share (query cache, UI pieces,
    // the place's header that the extension page shows too, the domain's wall-clock reading and
    // plate rules) go into one 'shell' chunk instead of a handful of tiny ones: fewer requests
    // and about 1 kB less before the place's header (docs/decisions/021). Modules only the later
    // steps use (durations, retries) stay with those steps.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id: string) =>
                (/\/src\/(lib|components\/ui)\/|\/features\/transient\/(transient-context|components\/place-(header|images))\./.test(
                  id,
                ) &&
                  !/\/src\/lib\/(duration|retry-on-not-found)\./.test(id)) ||
                /\/domain\/src\/(opening-hours\/zoned-parts|validation\/licence-plate)\./.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
