/**
 * Times of day in an operator file: 'HH:MM'. An end may run into the next day up to '47:59'
 * (the spec's minutes above 1439, displayed with '(+1)'): 'Sat 00:00-47:59' is Saturday to
 * Sunday night.
 */
const CLOCK = /^(\d{2}):([0-5]\d)$/;

/** Minutes since midnight of 'HH:MM', or null if it is not one up to `maxHour`:59. */
export function minuteOfClock(text: string, maxHour: number): number | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  return hours > maxHour ? null : hours * 60 + Number(match[2]);
}

export function clockOfMinute(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
