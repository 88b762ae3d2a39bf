import { createRequire } from 'node:module';

export type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; its promise API is all the benches need.
const require = createRequire(import.meta.url);
export const autocannon = require('autocannon') as Autocannon;
