import { fileURLToPath } from 'node:url';

/** Tests import the domain package's TypeScript sources, never a stale dist build. */
export const domainSourceAlias = [
  {
    find: /^@parking\/domain$/,
    replacement: fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url)),
  },
  {
    find: /^@parking\/domain\/(.*)$/,
    replacement: fileURLToPath(new URL('./packages/domain/src/$1/index.ts', import.meta.url)),
  },
];

/**
 * The API's `#api/*` imports (docs/decisions/081) name its sources in tests, as under tsx. Not
 * through the 'source' condition: Vitest loads a project's global setup with its own default
 * conditions, whatever the project sets, and `#api/*` would load dist there.
 */
export const apiSourceAlias = [
  {
    find: /^#api\/(.*)$/,
    replacement: fileURLToPath(new URL('./apps/api/src/$1', import.meta.url)),
  },
];
