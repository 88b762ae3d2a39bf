// Where the bench's places are on the clock. BENCH_TIME_ZONE unset: the operator files' zones
// (operators/*.yaml), whatever the hour there. BENCH_TIME_ZONE=night: every demo place moved to
// a zone where it is between 01:00 and 04:59 now; any IANA name: that zone. The move is the
// operator's way (the demo's files applied again with that `timezone`, then the demo's dates
// re-anchored as `npm start` does): no clock hook in the product, the same code path as an
// operator changing a place's zone. It proves a bench holds at any hour.
import { toZonedParts } from '@parking/domain';
import type { Database } from '../apps/api/src/db/client.ts';
import { reanchorDemoCalendar } from '../apps/api/src/db/seed/demo-calendar.ts';
import { demoOperatorFiles } from '../apps/api/src/db/seed/demo-operators.ts';
import { applyOperatorFile } from '../apps/api/src/modules/operator-file/apply-file.ts';

const NIGHT_HOURS = [1, 2, 3, 4];

/** The zone BENCH_TIME_ZONE asks for at `now`, or undefined to keep the files' zones. */
function askedTimeZone(now: Date): string | undefined {
  const asked = process.env.BENCH_TIME_ZONE;
  if (!asked) return undefined;
  if (asked !== 'night') return asked;
  const zone = Intl.supportedValuesOf('timeZone').find((candidate) =>
    NIGHT_HOURS.includes(toZonedParts({ date: now, timeZone: candidate }).hour),
  );
  if (!zone) throw new Error('no time zone is at night now');
  return zone;
}

/** Moves the demo's places to the asked zone (after seedDemo); returns a line saying where. */
export async function placeBenchPlaces(db: Database, now = new Date()): Promise<string> {
  const zone = askedTimeZone(now);
  if (!zone) return "places in their operator files' time zones";
  const at = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await db.transaction(async (tx) => {
    for (const file of demoOperatorFiles()) {
      const moved = structuredClone(file);
      for (const customer of moved.customers)
        for (const place of customer.places) place.timezone = zone;
      const outcome = await applyOperatorFile(tx, moved, { dryRun: false, now: at });
      if (outcome.problems.length > 0)
        throw new Error(
          `moving the places to ${zone} was refused:\n${outcome.problems.join('\n')}`,
        );
    }
    await reanchorDemoCalendar(tx, at);
  });
  const local = toZonedParts({ date: now, timeZone: zone });
  const clock = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  return `every place moved to ${zone}, where it is ${clock} ${local.weekday.toLowerCase()}`;
}
