// One page measured by Lighthouse's Node API in its default profile: mobile form factor,
// simulated throttling (slow 4G: 150 ms round trip, 1.6 Mbps; CPU 4x slower), performance only.
// Each run gets a Chromium of its own (chrome-launcher, a fresh profile): no cache, no storage.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What arrived before a paint, on the run's own (unthrottled, observed) clock. */
interface Arrived {
  requests: number;
  /** Bytes on the wire (compressed bodies as the server sent them, headers included). */
  bytes: number;
  jsBytes: number;
  /** Requests in a row, each started after the one before it had ended (the document is 1). */
  roundTrips: number;
  chain: string[];
}

export interface RunFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  beforeFcp: Arrived;
  /** The same before the largest paint; its round trips also count requests that waited for the
   * CPU rather than for the network (images that appear later, the favicon): read its chain. */
  beforeLcp: Arrived;
  observedFcpMs: number;
  observedLcpMs: number;
  /** Lighthouse's own longest critical request chain (it leaves out fetches and images). */
  lighthouseChainLength: number;
  benchmarkIndex: number;
}

interface NetworkRequest {
  url: string;
  rendererStartTime?: number;
  networkEndTime?: number;
  finished: boolean;
  transferSize?: number;
  resourceType?: string;
}

function detailsOf<T>(lhr: Result, audit: string): T {
  const details = lhr.audits[audit]?.details;
  if (!details) throw new Error(`Lighthouse reported no details for ${audit}`);
  return details as unknown as T;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse reported no value for ${audit}`);
  return value;
}

/** A hashed file by its name, any other request by its path (an API call's query left out). */
const shortName = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : pathname;
};

/**
 * The requests that had ended before `cutoffMs` (after the first request's start) and the
 * longest run of them in which each one started after its predecessor had ended: on this
 * machine's loopback a response takes milliseconds, so a request that starts later than another
 * one ended was (at most) waiting for it. An upper bound of the round trips a slow network pays
 * one after the other; the chain is kept so a reader can check it.
 */
function arrivedBefore(requests: NetworkRequest[], cutoffMs: number): Arrived {
  const arrived = requests
    .filter((request) => !request.url.startsWith('data:') && request.finished)
    .filter((request) => (request.networkEndTime ?? Number.POSITIVE_INFINITY) <= cutoffMs)
    .sort((a, b) => (a.rendererStartTime ?? 0) - (b.rendererStartTime ?? 0));
  const depth = new Map<NetworkRequest, { trips: number; chain: string[] }>();
  // 'Other' is the browser's own fetching (the favicon): no paint waits for it.
  for (const request of arrived.filter((candidate) => candidate.resourceType !== 'Other')) {
    let best = { trips: 0, chain: [] as string[] };
    for (const [earlier, reached] of depth) {
      const waited = (earlier.networkEndTime ?? 0) <= (request.rendererStartTime ?? 0);
      if (waited && reached.trips > best.trips) best = reached;
    }
    depth.set(request, { trips: best.trips + 1, chain: [...best.chain, shortName(request.url)] });
  }
  const deepest = [...depth.values()].reduce((a, b) => (b.trips > a.trips ? b : a), {
    trips: 0,
    chain: [] as string[],
  });
  const sum = (of: NetworkRequest[]) => of.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    requests: arrived.length,
    bytes: sum(arrived),
    jsBytes: sum(arrived.filter((request) => request.resourceType === 'Script')),
    roundTrips: deepest.trips,
    chain: deepest.chain,
  };
}

function figuresOf(lhr: Result): RunFigures {
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const metrics = detailsOf<{ items: Record<string, number>[] }>(lhr, 'metrics').items[0] ?? {};
  const network = detailsOf<{
    items: NetworkRequest[];
    debugData?: { networkStartTimeTs?: number };
  }>(lhr, 'network-requests');
  const startUs = network.debugData?.networkStartTimeTs;
  const fcpUs = metrics.observedFirstContentfulPaintTs;
  const lcpUs = metrics.observedLargestContentfulPaintTs;
  if (startUs === undefined || fcpUs === undefined || lcpUs === undefined)
    throw new Error('Lighthouse gave no observed paint times');
  const chains = detailsOf<{ longestChain?: { length: number } }>(lhr, 'critical-request-chains');
  return {
    score: Math.round(score * 100),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
    beforeFcp: arrivedBefore(network.items, (fcpUs - startUs) / 1000),
    beforeLcp: arrivedBefore(network.items, (lcpUs - startUs) / 1000),
    observedFcpMs: Math.round(metrics.observedFirstContentfulPaint ?? 0),
    observedLcpMs: Math.round(metrics.observedLargestContentfulPaint ?? 0),
    lighthouseChainLength: chains.longestChain?.length ?? 0,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** One Lighthouse run of `url` in a Chromium of its own. */
export async function lighthouseRun(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return figuresOf(lhr);
  } finally {
    chrome.kill();
  }
}

export interface PageFigures {
  median: RunFigures | null;
  runs: RunFigures[];
  /** Runs that failed, with their error; a failed run is tried once more. */
  failures: string[];
}

/** `runs` runs of `url`, the median by performance score (the lower one of two). */
export async function measurePage(url: string, runs: number): Promise<PageFigures> {
  const done: RunFigures[] = [];
  const failures: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        done.push(await lighthouseRun(url));
        break;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`run ${run + 1}, attempt ${attempt}: ${message}`);
        console.warn(`  ${url}: run ${run + 1} failed (attempt ${attempt}): ${message}`);
      }
    }
  }
  const sorted = [...done].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? null,
    runs: done,
    failures,
  };
}

/** The versions that made the figures: Lighthouse's and the browser's. */
export function toolVersions() {
  const require = createRequire(import.meta.url);
  const { version } = require('lighthouse/package.json') as { version: string };
  const browser = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' });
  return {
    lighthouse: version,
    chromium: browser.stdout.trim().split('\n').pop() ?? CHROME_PATH,
    throttling: 'mobile, simulated: 150 ms RTT, 1.6 Mbps down, CPU 4x',
  };
}
