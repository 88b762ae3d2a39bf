import { getLatestExitDate, type LatestExitFrom } from '@parking/domain/booking-form';
import { formatTypedDate, parseTypedDate } from '@parking/domain/calendar';
import type { LocalDate } from '@parking/domain/reservation';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';

/** The bounds of a date field: from `min` to the last date `latestFrom` allows, if any. */
export interface DateBounds {
  min: LocalDate;
  latestFrom: LatestExitFrom | undefined;
}

/** The last date a field takes, if it has one. */
export const lastDateOf = ({ latestFrom }: DateBounds): LocalDate | undefined =>
  latestFrom ? getLatestExitDate(latestFrom) : undefined;

/** What the driver typed, as a date the field takes; null if it is not one (yet). */
export function readTypedDate(text: string, locale: string, bounds: DateBounds): LocalDate | null {
  const parsed = parseTypedDate({ text, locale });
  const last = lastDateOf(bounds);
  return parsed !== null && parsed >= bounds.min && (last === undefined || parsed <= last)
    ? parsed
    : null;
}

/** Said under a date field left with anything but a date it takes: which dates it takes. */
export function TypedDateError({ id, bounds }: { id: string; bounds: DateBounds }) {
  const { t, locale } = useI18n();
  const last = lastDateOf(bounds);
  const first = formatTypedDate({ date: bounds.min, locale });
  return (
    <p id={id} className="field__error">
      {last === undefined
        ? t('reservation.home.date_invalid', { date: first })
        : t('reservation.home.date_invalid_range', {
            date: first,
            last: formatTypedDate({ date: last, locale }),
          })}
    </p>
  );
}
