/**
 * A remaining time as the driver reads it: '1 h 20 min', '45 min', '2 d 3 h'. The unit
 * abbreviations are the same in Spanish and English (SI 'h' and 'min', 'd' for days), so no
 * translation is needed; Intl.DurationFormat would do it but is missing from Node 20 and from
 * older phones. Whole minutes in, rounded up by the caller (getRemainingMinutes).
 */
export function formatTimeLeft(totalMinutes: number): string {
  const minutes = Math.max(0, Math.ceil(totalMinutes));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} d`);
  if (hours > 0) parts.push(`${hours} h`);
  // Minutes are dropped past a day: '2 d 3 h' is precise enough and stays short.
  if (rest > 0 && days === 0) parts.push(`${rest} min`);
  return parts.length > 0 ? parts.join(' ') : '0 min';
}
