import { existsSync, readFileSync } from 'node:fs';
import { repoPath } from './_built-server.ts';

// What the first page's JavaScript is made of (issue 26): the web build writes each chunk's
// modules with their share of it (apps/web/vite.config.ts, `chunkModules`, by the gzipped size
// of the code each rendered, before minifying); a module's size here is that share of the
// chunk's gzipped bytes as the browser fetched it. An estimate, good for ranking.

const CHUNK_MODULES = 'apps/web/dist/.vite/chunk-modules.json';

export interface ModuleSize {
  module: string;
  gzipBytes: number;
}

/** Every module of the files fetched, largest first; empty when the build wrote no list. */
export function modulesOf(files: { url: string; gzipBytes: number }[]): ModuleSize[] {
  const path = repoPath(CHUNK_MODULES);
  if (!existsSync(path)) return [];
  const chunks = JSON.parse(readFileSync(path, 'utf8')) as Record<
    string,
    { module: string; share: number }[]
  >;
  const sizes = new Map<string, number>();
  for (const file of files) {
    for (const { module, share } of chunks[file.url.replace(/^\//, '').split('?')[0] ?? ''] ?? []) {
      sizes.set(module, (sizes.get(module) ?? 0) + share * file.gzipBytes);
    }
  }
  return [...sizes]
    .map(([module, gzipBytes]) => ({ module, gzipBytes: Math.round(gzipBytes) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The app's own code: what a change in this repository can make smaller. */
export const isOwnModule = ({ module }: ModuleSize) => /^(apps|packages)\//.test(module);
