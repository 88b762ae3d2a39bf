import { and, eq } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { closingDay, period } from '#api/db/schema/index.js';
import { DEMO_IDS, transientOpensLater } from './demo-extra-ids.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's dates that follow the clock (its files hold one fixed example of each): moved at
 * every start, after the files are applied, so that the closed lot is closed, the closing-soon
 * one closes in 2 days, Union Square opens in 10 and the holidays are ahead, whenever the demo
 * starts. Configuration an operator writes has no such dates.
 */
export async function reanchorDemoCalendar(tx: Transaction, now: Date): Promise<void> {
  const at = (offset: number) => new Date(now.getTime() + offset);
  const { places } = DEMO_IDS;
  const move = (placeId: string, type: 'PRIMARY' | 'EXCEPTION', start: Date, end: Date | null) =>
    tx
      .update(period)
      .set({ startOfPeriod: start, endOfPeriod: end })
      .where(and(eq(period.placeId, placeId), eq(period.type, type)));
  await move(places.transientClosed.id, 'EXCEPTION', at(-DAY), at(3 * DAY));
  await move(places.transientClosingSoon.id, 'EXCEPTION', at(2 * DAY), at(3 * DAY));
  await move(transientOpensLater, 'PRIMARY', at(10 * DAY), null);
  const holidays = [
    { reason: 'Christmas Day', month: 12, day: 25 },
    { reason: "New Year's Day", month: 1, day: 1 },
  ];
  for (const holiday of holidays) {
    await tx
      .update(closingDay)
      .set({ date: nextDate(now, holiday.month, holiday.day) })
      .where(
        and(eq(closingDay.placeId, places.reservation.id), eq(closingDay.reason, holiday.reason)),
      );
  }
}

/** The next `month`/`day` on or after today (UTC), as YYYY-MM-DD: holidays stay ahead. */
function nextDate(now: Date, month: number, day: number): string {
  let year = now.getUTCFullYear();
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  if (Date.UTC(year, month - 1, day) < today) year += 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
