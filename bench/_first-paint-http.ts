// A place page's HTML against the static /index.html on the same server: time to first byte of
// one request at a time, then pages per second under load. Today both are the same file; once
// the server renders place pages, the place page is the one that costs (issue 13's goal: at
// least half the static page's rate).
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { autocannon } from './_autocannon.ts';

/** What a browser sends: the server answers with its precompressed Brotli or gzip files. */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const TTFB_WARMUP = 50;
const TTFB_REQUESTS = Number(process.env.BENCH_TTFB_REQUESTS ?? 1000);
const CONNECTIONS = 50;
const WARMUP_S = 2;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = 2;

interface Latency {
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
}

/** Milliseconds until the response's status line and headers arrived; the body is drained. */
function firstByte(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: BROWSER_HEADERS }, (response) => {
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.resume();
      response.on('end', () => resolve(elapsed));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function latencyOf(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
  const round = (ms: number) => Number(ms.toFixed(3));
  return {
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    meanMs: round(sorted.reduce((sum, ms) => sum + ms, 0) / (sorted.length || 1)),
  };
}

/**
 * One request at a time over one kept-alive connection, the two URLs alternating so a
 * neighbour's burst of work on this shared machine falls on both alike.
 */
export async function timeToFirstByte(placeUrl: string, staticUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const samples = { place: [] as number[], static: [] as number[] };
    for (let i = 0; i < TTFB_WARMUP + TTFB_REQUESTS; i += 1) {
      const place = await firstByte(placeUrl, agent);
      const staticPage = await firstByte(staticUrl, agent);
      if (i < TTFB_WARMUP) continue;
      samples.place.push(place);
      samples.static.push(staticPage);
    }
    return {
      requests: TTFB_REQUESTS,
      placePage: latencyOf(samples.place),
      staticIndex: latencyOf(samples.static),
    };
  } finally {
    agent.destroy();
  }
}

async function load(url: string, seconds: number) {
  // One worker thread: the client does not compete with the server's event loop.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    headers: BROWSER_HEADERS,
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}
type Load = Awaited<ReturnType<typeof load>>;

/** Pages per second: a warm-up, then alternating rounds, the best round of each kept. */
export async function pagesPerSecond(placeUrl: string, staticUrl: string) {
  await load(placeUrl, WARMUP_S);
  await load(staticUrl, WARMUP_S);
  const rounds: Array<{ placePage: Load; staticIndex: Load }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({
      staticIndex: await load(staticUrl, DURATION_S),
      placePage: await load(placeUrl, DURATION_S),
    });
  }
  const best = (pick: (round: (typeof rounds)[number]) => Load) =>
    rounds.map(pick).reduce((a, b) => (b.reqPerSec > a.reqPerSec ? b : a));
  const placePage = best((round) => round.placePage);
  const staticIndex = best((round) => round.staticIndex);
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    placePage,
    staticIndex,
    ratio: Number((placePage.reqPerSec / staticIndex.reqPerSec).toFixed(2)),
  };
}
