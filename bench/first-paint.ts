// The first paint of every flow's entry page on a slow phone network (issue 13), measured on
// the built product as `npm start` serves it: Lighthouse's mobile profile (simulated slow 4G,
// 150 ms round trip, 1.6 Mbps, CPU 4x), RUNS runs a page, the median by performance score;
// then a place page's HTML against the static /index.html on the same server (time to first
// byte, pages per second). When bench/results/first-paint-before.json exists (the figures of
// before the server rendering), each figure is printed above the one it had then.
// Before the server rendering, the first paint is the shell's 'Cargando…' (painted once the
// main script has run); the place header comes with the largest paint, after the translations,
// the route's chunks and the place's data.
//
//   npx tsx --conditions=source bench/first-paint.ts
//   BENCH_SAVE_BEFORE=1 ...   also writes this run as bench/results/first-paint-before.json
//   BENCH_BASE_URL=http://127.0.0.1:3100 ...   measures a server that is already running
//   BENCH_FIRST_PAINT_PAGES=transient-summary,permit-summary ...   only the pages of these ids
// After the entry pages, the pages a driver opens from a link (issue 24 point 10, decision 082):
// each demo session's, booking's, permit's and stay's own, rendered per request.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { demoBooking, liveSessions, openStayId } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { type BuiltServer, repoPath, startBuiltServer, waitUntilOk } from './_built-server.ts';
import { pagesPerSecond, timeToFirstByte } from './_first-paint-http.ts';
import {
  type FirstPaintFigures,
  GOALS,
  type MeasuredPage,
  printHttp,
  printLighthouse,
  readBefore,
} from './_first-paint-report.ts';
import { lighthouseRun, measurePage, toolVersions } from './_lighthouse.ts';
import { writeBenchResult } from './_results.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.BENCH_FIRST_PAINT_PAGES?.split(',');

const demoIds = JSON.parse(
  readFileSync(repoPath('apps/api/src/db/seed/demo-ids.json'), 'utf8'),
) as {
  places: Record<'transientOpen' | 'transientManyRates' | 'reservation' | 'permit', { id: string }>;
  permits: { active: string };
  accessControl: { customerId: string; paidWithinGrace: { orderId: string } };
};
const { places } = demoIds;
const customerId = demoIds.accessControl.customerId;

/** The entry page of each flow (issue 13), the transient one for two places. */
const PAGES = [
  {
    id: 'transient-midtown',
    label: 'Midtown Garage /transient/{id}',
    path: `/transient/${places.transientOpen.id}`,
  },
  {
    id: 'transient-plaza-mayor',
    label: 'Plaza Mayor /transient/{id}',
    path: `/transient/${places.transientManyRates.id}`,
  },
  {
    id: 'reservation',
    label: 'reservation home /reservation/{id}',
    path: `/reservation/${places.reservation.id}`,
  },
  { id: 'permit', label: 'permit entry /permit/{id}', path: `/permit/${places.permit.id}` },
  {
    id: 'access-control',
    label: 'customer area /access-control/{id}',
    path: `/access-control/${customerId}`,
  },
  { id: 'access-control-short', label: 'customer area /{customerId}', path: `/${customerId}` },
  ...linkPages(),
].filter((page) => !ONLY || ONLY.includes(page.id));

/** The link pages, with the demo's fixed ids (apps/api/src/db/seed/demo-extra-ids.ts). */
function linkPages() {
  const transient = `/transient/${places.transientOpen.id}`;
  const session = liveSessions.demo123;
  const booking = `/reservation/${places.reservation.id}/ticket-paid/${demoBooking.assignedRightId}`;
  const permit = `/permit/${places.permit.id}`;
  const area = `/access-control/${customerId}`;
  return [
    {
      id: 'transient-summary',
      label: 'transient summary',
      path: `${transient}/summary/${session}`,
    },
    {
      id: 'transient-extension',
      label: 'transient extension',
      path: `${transient}/extension/${session}`,
    },
    {
      id: 'transient-ticket',
      label: 'transient paid ticket',
      path: `${transient}/ticket-paid/${session}`,
    },
    { id: 'booking-ticket', label: 'reservation ticket', path: booking },
    { id: 'booking-cancel', label: 'reservation cancel', path: `${booking}/cancel` },
    { id: 'booking-update', label: 'reservation update', path: `${booking}/update` },
    {
      id: 'permit-summary',
      label: 'permit summary',
      path: `${permit}/summary/${demoIds.permits.active}`,
    },
    {
      id: 'permit-ticket',
      label: 'permit paid ticket',
      path: `${permit}/ticket-paid/${demoIds.permits.active}`,
    },
    {
      id: 'stay-details',
      label: 'stay details',
      path: `${area}/stay-details?sessionId=${openStayId}`,
    },
    {
      id: 'stay-ticket',
      label: 'stay paid ticket',
      path: `${area}/ticket-paid-v1/${demoIds.accessControl.paidWithinGrace.orderId}`,
    },
  ];
}

function git(...args: string[]): string {
  return spawnSync('git', args, { cwd: repoPath('.'), encoding: 'utf8' }).stdout.trim();
}

async function main() {
  const started = Date.now();
  const external = process.env.BENCH_BASE_URL;
  const server: BuiltServer | null = external ? null : await startBuiltServer();
  const baseUrl = external ?? server?.baseUrl ?? '';
  try {
    await waitUntilOk(
      `${baseUrl}/api/customer/place/${places.transientOpen.id}?include=place`,
      server,
    );
    const tools = toolVersions();
    console.log(
      `Lighthouse ${tools.lighthouse} on ${tools.chromium} (${tools.throttling}), ${RUNS} runs a page`,
    );
    const loadBefore = loadavg();
    // A run not counted: the server's first pages (JIT, database pages) and the browser's start.
    await lighthouseRun(`${baseUrl}${PAGES[0]?.path}`).catch(() => undefined);

    const pages: MeasuredPage[] = [];
    for (const page of PAGES) {
      const measured = await measurePage(`${baseUrl}${page.path}`, RUNS);
      pages.push({ ...page, ...measured });
      const median = measured.median;
      console.log(
        `  ${page.label}: scores ${measured.runs.map((run) => run.score).join(', ')}` +
          (median ? `, median LCP ${median.lcpMs} ms` : ''),
      );
    }
    const loadAfterLighthouse = loadavg();
    // Lighthouse scales the CPU work it observed 4x: a neighbour's work lands in TBT and LCP.
    const busiest = Math.max(loadBefore[0] ?? 0, loadAfterLighthouse[0] ?? 0);
    if (busiest > cpus().length)
      console.warn(
        `  The machine was busy (load average ${busiest.toFixed(1)} on ${cpus().length} cores): TBT, LCP and the score are inflated.`,
      );

    const placeUrl = `${baseUrl}${PAGES[0]?.path}`;
    const staticUrl = `${baseUrl}/index.html`;
    const ttfb = await timeToFirstByte(placeUrl, staticUrl);
    const load = await pagesPerSecond(placeUrl, staticUrl);

    const figures: FirstPaintFigures = {
      commit: git('rev-parse', 'HEAD'),
      // The last commit that changed what is measured (the bench's own commits change nothing).
      productCommit: git('log', '-1', '--format=%H', '--', 'apps', 'packages'),
      pages,
      timeToFirstByte: ttfb,
      pagesPerSecond: load,
    };
    const before = readBefore();
    console.log('');
    printLighthouse(figures, before);
    printHttp(figures, before);

    const result = {
      tools,
      runsPerPage: RUNS,
      httpPaths: { placePage: PAGES[0]?.path, staticIndex: '/index.html' },
      goals: GOALS,
      // On a shared machine a busy neighbour slows the observed CPU work Lighthouse scales 4x.
      loadAverage: { start: loadBefore, afterLighthouse: loadAfterLighthouse, end: loadavg() },
      productChanged: git('status', '--porcelain', '--', 'apps', 'packages') !== '',
      ...figures,
    };
    writeBenchResult('first-paint', result);
    if (process.env.BENCH_SAVE_BEFORE === '1') {
      writeBenchResult('first-paint-before', {
        label: 'before the server rendering of issue 13',
        ...result,
      });
      console.log('Written as bench/results/first-paint-before.json too.');
    }
    console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
    if (pages.some((page) => !page.median)) process.exitCode = 1;
  } finally {
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
