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
