// The first-paint bench's tables: each figure of this run, and under it the same figure from
// bench/results/first-paint-before.json (the product before issue 13) when that file exists.
import { existsSync, readFileSync } from 'node:fs';
import type { pagesPerSecond, timeToFirstByte } from './_first-paint-http.ts';
import type { PageFigures, RunFigures } from './_lighthouse.ts';

/** Issue 13's goals for every measured page. */
export const GOALS = {
  minScore: 98,
  maxFcpMs: 1000,
  maxLcpMs: 1200,
  maxCls: 0,
  maxJsBytesBeforeFcp: 90_000,
  minPagesPerSecondRatio: 0.5,
};

export interface MeasuredPage extends PageFigures {
  id: string;
  label: string;
  path: string;
}

export interface FirstPaintFigures {
  commit: string;
  productCommit: string;
  pages: MeasuredPage[];
  timeToFirstByte: Awaited<ReturnType<typeof timeToFirstByte>>;
  pagesPerSecond: Awaited<ReturnType<typeof pagesPerSecond>>;
}

type Before = FirstPaintFigures & { measuredAt: string };

export function readBefore(): Before | null {
  const file = new URL('./results/first-paint-before.json', import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Before) : null;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function missedGoals(run: RunFigures): string[] {
  const missed: string[] = [];
  if (run.score < GOALS.minScore) missed.push('score');
  if (run.fcpMs > GOALS.maxFcpMs) missed.push('FCP');
  if (run.lcpMs > GOALS.maxLcpMs) missed.push('LCP');
  if (run.cls > GOALS.maxCls) missed.push('CLS');
  if (run.beforeFcp.jsBytes > GOALS.maxJsBytesBeforeFcp) missed.push('JS');
  return missed;
}

const COLUMNS: Array<[string, number, (run: RunFigures) => string]> = [
  ['score', 5, (run) => String(run.score)],
  ['FCP', 8, (run) => seconds(run.fcpMs)],
  ['LCP', 8, (run) => seconds(run.lcpMs)],
  ['TBT', 7, (run) => `${run.tbtMs} ms`],
  ['CLS', 6, (run) => run.cls.toFixed(3)],
  ['kB<FCP', 7, (run) => kb(run.beforeFcp.bytes)],
  ['JS kB<FCP', 9, (run) => kb(run.beforeFcp.jsBytes)],
  ['trips<FCP', 9, (run) => String(run.beforeFcp.roundTrips)],
];
const LABEL_WIDTH = 40;

function row(label: string, run: RunFigures | null | undefined, goals: boolean): string {
  if (!run) return `${label.padEnd(LABEL_WIDTH)} (no run succeeded)`;
  const cells = COLUMNS.map(([, width, cell]) => cell(run).padStart(width));
  const missed = goals ? missedGoals(run) : [];
  const note = goals
    ? `  ${missed.length === 0 ? 'all goals met' : `misses ${missed.join(', ')}`}`
    : '';
  return `${label.padEnd(LABEL_WIDTH)} ${cells.join(' ')}${note}`;
}

export function printLighthouse(figures: FirstPaintFigures, before: Before | null): void {
  console.log(
    `${'page (median of the runs by score)'.padEnd(LABEL_WIDTH)} ${COLUMNS.map(([name, width]) => name.padStart(width)).join(' ')}`,
  );
  const beforeLabel = before ? `  before (${before.measuredAt.slice(0, 10)})` : '';
  for (const page of figures.pages) {
    console.log(row(page.label, page.median, true));
    if (before) {
      const earlier = before.pages.find((candidate) => candidate.id === page.id);
      console.log(row(beforeLabel, earlier?.median, false));
    }
  }
  console.log(
    `Goals (issue 13): score >= ${GOALS.minScore}, FCP <= ${seconds(GOALS.maxFcpMs)}, LCP <= ${seconds(GOALS.maxLcpMs)}, CLS ${GOALS.maxCls}, JS before first paint <= ${kb(GOALS.maxJsBytesBeforeFcp)} kB`,
  );
  console.log(
    'kB<FCP: transferred (compressed, headers included) by the requests that ended before the observed first paint; trips: those requests in a row, each started after the previous one ended.',
  );
  for (const page of figures.pages) {
    if (page.median)
      console.log(`  ${page.id} before FCP: ${page.median.beforeFcp.chain.join(' -> ')}`);
  }
}

export function printHttp(figures: FirstPaintFigures, before: Before | null): void {
  const ttfb = figures.timeToFirstByte;
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  const since = (now: string, earlier: string | undefined) =>
    before && earlier !== undefined ? `${now}   (before ${earlier.trim()})` : now;
  console.log(
    `\nTime to first byte, ${ttfb.requests} requests of each, one at a time   p50        p99`,
  );
  for (const key of ['placePage', 'staticIndex'] as const) {
    const now = ttfb[key];
    const earlier = before?.timeToFirstByte[key];
    console.log(
      since(
        `${key === 'placePage' ? 'place page' : 'static /index.html'}`.padEnd(64) +
          ms(now.p50Ms) +
          ms(now.p99Ms),
        earlier && `${ms(earlier.p50Ms)} ${ms(earlier.p99Ms)}`,
      ),
    );
  }
  const load = figures.pagesPerSecond;
  console.log(
    `\nPages per second, ${load.connections} connections, best of ${load.rounds} rounds of ${load.durationSeconds} s   req/s    p50 ms   p99 ms`,
  );
  for (const key of ['placePage', 'staticIndex'] as const) {
    const now = load[key];
    const earlier = before?.pagesPerSecond[key];
    console.log(
      since(
        `${key === 'placePage' ? 'place page' : 'static /index.html'}`.padEnd(60) +
          String(now.reqPerSec).padStart(8) +
          String(now.p50Ms).padStart(9) +
          String(now.p99Ms).padStart(9),
        earlier && `${earlier.reqPerSec} req/s`,
      ),
    );
  }
  const met = load.ratio >= GOALS.minPagesPerSecondRatio;
  console.log(
    since(
      `ratio ${load.ratio} (goal >= ${GOALS.minPagesPerSecondRatio})${met ? '' : '  BELOW GOAL'}`,
      before?.pagesPerSecond.ratio.toString(),
    ),
  );
}
