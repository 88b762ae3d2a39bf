// Writes .br and .gz beside every compressible file of the build, once, at the highest levels:
// the server sends them as they are (@fastify/static preCompressed) instead of compressing on
// every request or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const dist = new URL('../dist/', import.meta.url).pathname;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files (br, gz)`);
