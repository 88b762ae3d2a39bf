// `npm run bench`: runs every bench/*.ts in name order. Each prints its figures side by side
// with its baseline measured in the same run and writes bench/results/<name>.json.
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { run } from './run.mjs';

const only = process.argv.slice(2);
const files = readdirSync(new URL('../bench/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.startsWith('_'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

console.log(`Benchmarks on ${cpus().length} cores, Node ${process.version}`);
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const code = await run('npx', ['tsx', '--conditions=source', `bench/${file}`]);
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
