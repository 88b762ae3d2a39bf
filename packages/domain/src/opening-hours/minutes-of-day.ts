import { MINUTES_PER_DAY } from './time-units.js';

function twoDigits({ value }: { value: number }): string {
  return String(value).padStart(2, '0');
}

/**
 * 'HH:mm' (24-hour) of a count of minutes since midnight. Counts past midnight (1440..2879,
 * the contract's 'next day' encoding) show the next day's clock time; the caller adds '(+1)'.
 */
export function formatMinutesOfDay({ minutes }: { minutes: number }): string {
  const minuteOfDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${twoDigits({ value: Math.floor(minuteOfDay / 60) })}:${twoDigits({ value: minuteOfDay % 60 })}`;
}
