import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The service worker (src/service-worker/, docs/decisions/064), built after the app into
 * dist/sw.js: one classic script at a stable, unhashed address, since a worker's address is
 * its identity; the server sends it with no-cache like every file outside /assets/. Its build
 * id is a hash of the app's build manifest: each new build of the app is a new worker, whose
 * caches replace the last build's.
 */
const manifestFile = new URL('dist/.vite/manifest.json', import.meta.url);
// `npm run build` builds the app first; a tool that only reads this file (knip) finds none.
const buildId = existsSync(manifestFile)
  ? createHash('sha256').update(readFileSync(manifestFile)).digest('hex').slice(0, 12)
  : 'no-app-build';

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    reportCompressedSize: true,
    lib: {
      entry: 'src/service-worker/sw.ts',
      formats: ['iife'],
      name: 'serviceWorker',
      fileName: () => 'sw.js',
    },
  },
});
