import { toZonedParts } from '../opening-hours/zoned-parts.js';
import { fromZonedWallClock } from '../opening-hours/zoned-wall-clock.js';
import { type BookingPlaceHours, checkOpeningForWindow, isOpenAt } from './availability.js';
import {
  type BookingWindowDraft,
  DEFAULT_STAY_MINUTES,
  getDefaultWindow,
  type LocalDate,
  type PlaceClock,
  TIME_STEP_MINUTES,
  toRequestedWindow,
} from './booking-window.js';

/**
 * Windows the place can take, for a form that helps at any hour (decision 084): the default
 * window is the first one the place is open for, not 'now rounded' when the lot is closed now,
 * and a refused window gets the nearest one of the same length that the hours allow.
 */

const STEP_MS = TIME_STEP_MINUTES * 60_000;
/** As far as the opening status looks for the next opening (spec section 9: 30 days). */
const SEARCH_STEPS = (30 * 24 * 60) / TIME_STEP_MINUTES;

export interface OpenWindow {
  readonly start: Date;
  readonly end: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the form's date and minutes on the place's clock. */
function wallOf(instant: Date, timeZone: string): { date: LocalDate; minutes: number } {
  const parts = toZonedParts({ date: instant, timeZone });
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    minutes: parts.hour * 60 + parts.minute,
  };
}

/** The draft the form holds for a window. */
export function toWindowDraft(window: OpenWindow, timeZone: string): BookingWindowDraft {
  const entry = wallOf(window.start, timeZone);
  const exit = wallOf(window.end, timeZone);
  return {
    entryDate: entry.date,
    entryTime: entry.minutes,
    exitDate: exit.date,
    exitTime: exit.minutes,
  };
}

/** Whether the place is closed at `minutes` on `date` of its clock: the time list marks it. */
export function isClosedAtTime({
  hours,
  date,
  minutes,
}: {
  hours: BookingPlaceHours;
  date: LocalDate;
  minutes: number;
}): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClock = { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 };
  const instant = fromZonedWallClock({ wallClock, timeZone: hours.timeZone });
  return !isOpenAt(hours, instant.getTime());
}

/**
 * The form's first window: from the spec's default entry (now rounded up to the half hour), the
 * first half hour the place is open, held for the default stay or, where the place would be
 * closed at that exit, until the last half hour before it that the place allows. The spec's own
 * default when nothing opens within 30 days (the check then says why).
 */
export function getDefaultOpenWindow({
  hours,
  ...clock
}: PlaceClock & { hours: BookingPlaceHours }): BookingWindowDraft {
  const fallback = getDefaultWindow(clock);
  const asked = toRequestedWindow({ draft: fallback, timeZone: clock.timeZone });
  if (!asked.ok) return fallback;
  const firstMs = Date.parse(asked.startTime);
  for (let step = 0; step < SEARCH_STEPS; step += 1) {
    const start = new Date(firstMs + step * STEP_MS);
    if (!isOpenAt(hours, start.getTime())) continue;
    for (let stay = DEFAULT_STAY_MINUTES; stay >= TIME_STEP_MINUTES; stay -= TIME_STEP_MINUTES) {
      const end = new Date(start.getTime() + stay * 60_000);
      if (checkOpeningForWindow({ hours, entry: start, exit: end }) === null) {
        return toWindowDraft({ start, end }, clock.timeZone);
      }
    }
  }
  return fallback;
}

/**
 * Windows of the asked length the hours allow, nearest first: moved by one half hour, then
 * two, later before earlier at the same distance, never starting before `earliest`; up to 30
 * days either way. The caller stops at the first one that also prices and has a space.
 */
export function* windowsByNearness({
  hours,
  start,
  end,
  earliest,
}: {
  hours: BookingPlaceHours;
  start: Date;
  end: Date;
  earliest: Date;
}): Generator<OpenWindow> {
  const lengthMs = end.getTime() - start.getTime();
  if (lengthMs <= 0) return;
  for (let step = 1; step <= SEARCH_STEPS; step += 1) {
    for (const direction of [1, -1]) {
      const startMs = start.getTime() + direction * step * STEP_MS;
      if (startMs < earliest.getTime()) continue;
      const window = { start: new Date(startMs), end: new Date(startMs + lengthMs) };
      if (checkOpeningForWindow({ hours, entry: window.start, exit: window.end }) === null) {
        yield window;
      }
    }
  }
}
