import { toZonedParts } from '../opening-hours/zoned-parts.js';
import { fromZonedWallClock } from '../opening-hours/zoned-wall-clock.js';

/** Spec section 9: the time dropdown moves in half hours. */
export const TIME_STEP_MINUTES = 30;
/** Spec section 9: the default stay is 6 hours. */
export const DEFAULT_STAY_MINUTES = 6 * 60;
/** Spec section 9: 23:59, the exit time a chosen date gets when none was set. */
export const END_OF_DAY_MINUTES = 23 * 60 + 59;
const DAY_MINUTES = 24 * 60;

/** A calendar date on the place's clock, 'YYYY-MM-DD'. */
export type LocalDate = string;

/** What the reservation home's four controls hold; a time is minutes since midnight. */
export interface BookingWindowDraft {
  readonly entryDate: LocalDate | null;
  readonly entryTime: number | null;
  readonly exitDate: LocalDate | null;
  readonly exitTime: number | null;
}

/** The place's clock and the instant the page reads it at. */
export interface PlaceClock {
  readonly now: Date;
  readonly timeZone: string;
}

export interface TimeOption {
  readonly minutes: number;
  readonly disabled: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

function wallClockOf({ now, timeZone }: PlaceClock): { date: LocalDate; minutes: number } {
  const parts = toZonedParts({ date: now, timeZone });
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    minutes: parts.hour * 60 + parts.minute + (parts.second > 0 ? 1 : 0),
  };
}

/** Up to the next half hour: rounding down would offer a start already gone, which is refused. */
const ceilToStep = (minutes: number) => Math.ceil(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;

function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/**
 * The first date a booking can start on (spec: today in the place's time zone), or tomorrow once
 * today has no half hour left.
 */
export function getEarliestDate(clock: PlaceClock): LocalDate {
  const today = wallClockOf(clock);
  return ceilToStep(today.minutes) >= DAY_MINUTES ? addDays(today.date, 1) : today.date;
}

/** The earliest time of day selectable on `date`: the current time rounded up on today, else 0. */
export function getMinimumTime({ date, ...clock }: PlaceClock & { date: LocalDate }): number {
  const today = wallClockOf(clock);
  if (date < today.date) return DAY_MINUTES;
  return date === today.date ? ceilToStep(today.minutes) : 0;
}

/** Whether the place's clock shows `minutes` on `date` (a spring-forward gap skips some). */
function existsOnDate({
  date,
  minutes,
  timeZone,
}: {
  date: LocalDate;
  minutes: number;
  timeZone: string;
}) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClock = { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 };
  const read = toZonedParts({ date: fromZonedWallClock({ wallClock, timeZone }), timeZone });
  return read.day === day && read.hour === wallClock.hour && read.minute === wallClock.minute;
}

/**
 * The dropdown's times on `date` (spec section 5): 00:00 to 23:30 in half hours, the exit's also
 * 23:59, those before `minimum` disabled. A time the place's clock skips that day (02:00 and
 * 02:30 when it springs forward) is left out; one it shows twice is listed once (the first).
 */
export function getTimeOptions({
  date,
  minimum,
  timeZone,
  withEndOfDay = false,
}: {
  date: LocalDate;
  minimum: number;
  timeZone: string;
  withEndOfDay?: boolean;
}): TimeOption[] {
  const times: number[] = [];
  for (let minutes = 0; minutes < DAY_MINUTES; minutes += TIME_STEP_MINUTES) times.push(minutes);
  if (withEndOfDay) times.push(END_OF_DAY_MINUTES);
  return times
    .filter((minutes) => existsOnDate({ date, minutes, timeZone }))
    .map((minutes) => ({ minutes, disabled: minutes < minimum }));
}

/**
 * The default window (spec section 4): entry now rounded up to the half hour on the place's
 * clock, exit 6 elapsed hours later (a night with a clock change still gives 6 hours).
 */
export function getDefaultWindow(clock: PlaceClock): BookingWindowDraft {
  const today = wallClockOf(clock);
  const entryDate = getEarliestDate(clock);
  const entryTime = entryDate === today.date ? ceilToStep(today.minutes) : 0;
  const start = instantOf({ date: entryDate, minutes: entryTime, timeZone: clock.timeZone });
  const exit = wallClockOf({
    now: new Date(start.getTime() + DEFAULT_STAY_MINUTES * 60_000),
    timeZone: clock.timeZone,
  });
  return { entryDate, entryTime, exitDate: exit.date, exitTime: exit.minutes };
}

function instantOf({
  date,
  minutes,
  timeZone,
}: {
  date: LocalDate;
  minutes: number;
  timeZone: string;
}) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClock = { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 };
  return fromZonedWallClock({ wallClock, timeZone });
}

export type BookingWindowChange =
  | { readonly field: 'entryDate' | 'exitDate'; readonly value: LocalDate }
  | { readonly field: 'entryTime' | 'exitTime'; readonly value: number };

/** The exit's minimum on its date: the entry's time when both are the same day. */
export function getExitMinimum({ draft, ...clock }: PlaceClock & { draft: BookingWindowDraft }) {
  if (draft.exitDate === null) return 0;
  const today = getMinimumTime({ date: draft.exitDate, ...clock });
  const sameDay = draft.entryDate === draft.exitDate && draft.entryTime !== null;
  return sameDay ? Math.max(today, (draft.entryTime ?? 0) + 1) : today;
}

/**
 * One change of a control and what it pulls along (spec sections 4 and 5): an entry date after
 * the exit date moves the exit to it and an exit date before the entry moves the entry; a chosen
 * date gives the exit 23:59 when it had no time; a selected time below its date's minimum is
 * raised to it (the exit's minimum is also just after the entry on the same day).
 */
export function changeBookingWindow({
  draft,
  change,
  ...clock
}: PlaceClock & { draft: BookingWindowDraft; change: BookingWindowChange }): BookingWindowDraft {
  const earliest = getEarliestDate(clock);
  // A date typed before the earliest (the picker's min is only a hint to it) becomes the earliest.
  const value =
    (change.field === 'entryDate' || change.field === 'exitDate') && change.value < earliest
      ? earliest
      : change.value;
  let next: BookingWindowDraft = { ...draft, [change.field]: value };
  if (change.field === 'entryDate' && next.exitDate !== null && next.entryDate !== null) {
    if (next.entryDate > next.exitDate) next = { ...next, exitDate: next.entryDate };
  }
  if (change.field === 'exitDate' && next.entryDate !== null && next.exitDate !== null) {
    if (next.exitDate < next.entryDate) next = { ...next, entryDate: next.exitDate };
  }
  if ((change.field === 'entryDate' || change.field === 'exitDate') && next.exitTime === null) {
    next = { ...next, exitTime: END_OF_DAY_MINUTES };
  }
  return raiseTimes({ draft: next, ...clock });
}

function raiseTimes({ draft, ...clock }: PlaceClock & { draft: BookingWindowDraft }) {
  let next = draft;
  if (next.entryDate !== null && next.entryTime !== null) {
    const minimum = getMinimumTime({ date: next.entryDate, ...clock });
    if (next.entryTime < minimum && minimum < DAY_MINUTES) next = { ...next, entryTime: minimum };
  }
  if (next.exitTime !== null) {
    const minimum = getExitMinimum({ draft: next, ...clock });
    if (next.exitTime < minimum) {
      const raised = ceilToStep(minimum);
      next = { ...next, exitTime: raised < DAY_MINUTES ? raised : END_OF_DAY_MINUTES };
    }
  }
  return next;
}

/**
 * The instants to ask a quote for, or why not yet: the spec's check runs only once both dates
 * and times are chosen, and an exit not after the entry is said beside the exit.
 */
export function toRequestedWindow({
  draft,
  timeZone,
}: {
  draft: BookingWindowDraft;
  timeZone: string;
}):
  | { ok: true; startTime: string; endTime: string }
  | { ok: false; reason: 'incomplete' | 'exit-not-after-entry' } {
  const { entryDate, entryTime, exitDate, exitTime } = draft;
  if (entryDate === null || entryTime === null || exitDate === null || exitTime === null) {
    return { ok: false, reason: 'incomplete' };
  }
  const start = instantOf({ date: entryDate, minutes: entryTime, timeZone });
  const end = instantOf({ date: exitDate, minutes: exitTime, timeZone });
  if (end.getTime() <= start.getTime()) return { ok: false, reason: 'exit-not-after-entry' };
  return { ok: true, startTime: start.toISOString(), endTime: end.toISOString() };
}
