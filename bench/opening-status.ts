// Opening status: getClosingStatus (reasons over the instants where a period can start or stop)
// against getClosingStatusByMinuteScan (reads the wall clock at every minute of the 30-day
// horizon), measured in the same run on the same inputs. Each call is timed on its own; the
// table gives the median per call, calls per second over the timed loop, and the speed-up of
// the medians. The two must agree on every scenario or the run fails.
//
//   npx tsx --conditions=source bench/opening-status.ts
import { isDeepStrictEqual } from 'node:util';
import {
  type ClosingStatus,
  type ClosingStatusInput,
  type DayWeek,
  getClosingStatus,
  type Period,
  type Weekday,
} from '@parking/domain';
import { getClosingStatusByMinuteScan } from '@parking/domain/testing';
import { writeBenchResult } from './_results.ts';

const INTERVAL_CALLS = 2000;
const SCAN_CALLS = 15;
const DAY_MS = 86_400_000;

let nextPeriodId = 1;
function period(
  type: Period['type'],
  startOfPeriod: string,
  endOfPeriod: string | null,
  dayWeek: DayWeek[] = [],
): Period {
  const periodId = `00000000-0000-4000-8000-${String(nextPeriodId++).padStart(12, '0')}`;
  return { periodId, type, startOfPeriod, endOfPeriod, dayWeek };
}

function hours(weekdays: Weekday[], start: number, end: number): DayWeek[] {
  return weekdays.map((applicableDay) => ({
    applicableDay,
    timePeriodOfDay: [{ startTimeOfPeriod: start, endTimeOfPeriod: end }],
  }));
}

const WEEKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const iso = (ms: number) => new Date(ms).toISOString();

const madridNow = Date.parse('2026-03-20T10:00:00Z'); // the horizon crosses 2026-03-29
const scenarios: { name: string; input: ClosingStatusInput }[] = [
  {
    name: '24x7, exception in 10 days',
    input: {
      timeZone: 'Europe/Madrid',
      now: new Date(madridNow),
      periods: [
        period('PRIMARY', '2025-01-01T00:00:00Z', null),
        period('EXCEPTION', iso(madridNow + 10 * DAY_MS), iso(madridNow + 11 * DAY_MS)),
      ],
    },
  },
  {
    name: 'weekday hours, closed Saturday',
    input: {
      timeZone: 'America/New_York',
      now: new Date('2026-03-07T15:00:00Z'), // the next opening is after the spring-forward
      periods: [period('PRIMARY', '2025-01-01T00:00:00Z', null, hours(WEEKDAYS, 480, 1200))],
    },
  },
  {
    name: 'mixed week, open, holiday ahead',
    input: {
      timeZone: 'America/Los_Angeles',
      now: new Date('2026-10-27T18:00:00Z'),
      periods: [
        period('PRIMARY', '2025-01-01T00:00:00Z', null, [
          ...hours(WEEKDAYS, 360, 1380),
          ...hours(['SATURDAY'], 480, 1440 + 120),
          ...hours(['SUNDAY'], 600, 1080),
        ]),
        period('EXCEPTION', '2026-11-26T08:00:00Z', '2026-11-27T07:59:00Z'),
        period('VALID', '2025-01-01T00:00:00Z', null),
      ],
    },
  },
  {
    name: '24x7, never closes (full horizon)',
    input: {
      timeZone: 'Australia/Lord_Howe',
      now: new Date('2026-09-20T00:00:00Z'),
      periods: [period('PRIMARY', '2025-01-01T00:00:00Z', null)],
    },
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function measure(
  compute: (input: ClosingStatusInput) => ClosingStatus,
  input: ClosingStatusInput,
  calls: number,
) {
  const perCallMs: number[] = [];
  const loopStarted = process.hrtime.bigint();
  for (let call = 0; call < calls; call += 1) {
    const started = process.hrtime.bigint();
    compute(input);
    perCallMs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const loopMs = Number(process.hrtime.bigint() - loopStarted) / 1e6;
  return { calls, medianMs: median(perCallMs), callsPerSecond: (calls / loopMs) * 1000 };
}

for (const { name, input } of scenarios) {
  const fast = getClosingStatus(input);
  const scan = getClosingStatusByMinuteScan(input);
  if (!isDeepStrictEqual(fast, scan)) {
    console.error(`Results differ for '${name}'`, { fast, scan });
    process.exit(1);
  }
}

// Warm-up: let the JIT compile both paths and Intl build its formatters before timing.
for (const { input } of scenarios) {
  for (let call = 0; call < 200; call += 1) getClosingStatus(input);
  for (let call = 0; call < 2; call += 1) getClosingStatusByMinuteScan(input);
}

const rows = scenarios.map(({ name, input }) => {
  const interval = measure(getClosingStatus, input, INTERVAL_CALLS);
  const scan = measure(getClosingStatusByMinuteScan, input, SCAN_CALLS);
  return { name, interval, scan, speedUp: scan.medianMs / interval.medianMs };
});

const round = (value: number, digits: number) => Number(value.toFixed(digits));
console.table(
  rows.map(({ name, interval, scan, speedUp }) => ({
    scenario: name,
    'interval median (µs)': round(interval.medianMs * 1000, 1),
    'interval calls/s': Math.round(interval.callsPerSecond),
    'scan median (ms)': round(scan.medianMs, 2),
    'scan calls/s': round(scan.callsPerSecond, 1),
    'speed-up (x)': Math.round(speedUp),
  })),
);
const speedUps = rows.map((row) => row.speedUp);
console.log(
  `Speed-up of getClosingStatus over the minute scan (median per call): ` +
    `${Math.round(Math.min(...speedUps))}x to ${Math.round(Math.max(...speedUps))}x`,
);

writeBenchResult('opening-status', {
  unit: { median: 'ms per call', callsPerSecond: 'calls per second over the timed loop' },
  scenarios: rows.map(({ name, interval, scan, speedUp }) => ({
    name,
    timeZone: scenarios.find((scenario) => scenario.name === name)?.input.timeZone,
    interval: {
      calls: interval.calls,
      medianMs: round(interval.medianMs, 4),
      callsPerSecond: Math.round(interval.callsPerSecond),
    },
    minuteScan: {
      calls: scan.calls,
      medianMs: round(scan.medianMs, 3),
      callsPerSecond: round(scan.callsPerSecond, 2),
    },
    speedUp: round(speedUp, 1),
  })),
});
