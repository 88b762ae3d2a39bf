import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Writes one benchmark's figures to bench/results/<name>.json with the machine's description. */
export function writeBenchResult(name: string, figures: Record<string, unknown>): void {
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const result = {
    name,
    measuredAt: new Date().toISOString(),
    machine: { cores: cpus().length, node: process.version },
    ...figures,
  };
  writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(result, null, 2)}\n`);
}
