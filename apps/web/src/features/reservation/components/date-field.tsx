import type { LatestExitFrom } from '@parking/domain/booking-form';
import { formatTypedDate } from '@parking/domain/calendar';
import type { LocalDate } from '@parking/domain/reservation';
import { useState } from 'react';
import { Icon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';

// After the first paint (decision 085): fetched when the driver first focuses a date field or
// opens its calendar, not with the reservation home. The typed date's reader, the exit's last
// date and what a wrong date is told with come with it.
const loadCalendar = () => import('./calendar-dialog.tsx');
type CalendarModule = Awaited<ReturnType<typeof loadCalendar>>;

/**
 * A date the driver types with digits ('05/01/2026', day first in Spanish, month first in
 * English) or picks in a calendar whose week starts as the language's does. A typed date counts
 * once it is whole and from `min` to the last date (`latestFrom`); on leaving the field,
 * anything else is said.
 */
export function DateField({
  id,
  legend,
  date,
  min,
  latestFrom,
  disabled,
  describedBy,
  onDate,
}: {
  id: string;
  /** What the date is of ('Enter After'): names the calendar and its button. */
  legend: string;
  date: LocalDate | null;
  min: LocalDate;
  /** The entry the last date counts from (`getLatestExitDate`), if the date has a last one. */
  latestFrom?: LatestExitFrom | undefined;
  disabled: boolean;
  describedBy: string | undefined;
  onDate: (date: LocalDate) => void;
}) {
  const { t, locale } = useI18n();
  const written = date ? formatTypedDate({ date, locale }) : '';
  // What the driver is typing, kept as typed until they leave the field; null shows the date.
  const [typed, setTyped] = useState<string | null>(null);
  const [wrong, setWrong] = useState(false);
  const [open, setOpen] = useState(false);
  const [calendar, setCalendar] = useState<CalendarModule | null>(null);
  const load = () =>
    loadCalendar().then((loaded) => {
      setCalendar(loaded);
      return loaded;
    });
  const bounds = { min, latestFrom };

  const commit = (text: string, leaving: boolean) =>
    void load().then((loaded) => {
      const taken = loaded.readTypedDate(text, locale, bounds);
      if (taken !== null && taken !== date) onDate(taken);
      if (!leaving) return;
      setWrong(taken === null);
      if (taken !== null) setTyped(null);
    });

  const errorId = `${id}-error`;
  return (
    <>
      <div className="date-field">
        <input
          id={id}
          className="field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('reservation.home.date_pattern')}
          value={typed ?? written}
          disabled={disabled}
          aria-invalid={wrong ? true : undefined}
          aria-describedby={wrong ? errorId : describedBy}
          onFocus={() => void load()}
          onChange={(event) => {
            setTyped(event.target.value);
            setWrong(false);
            commit(event.target.value, false);
          }}
          onBlur={() => commit(typed ?? written, true)}
        />
        <button
          type="button"
          className="date-field__open"
          aria-haspopup="dialog"
          aria-label={t('reservation.home.open_calendar', { legend })}
          disabled={disabled}
          onPointerEnter={() => void load()}
          onClick={() => {
            setOpen(true);
            void load();
          }}
        >
          <Icon>
            <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
            <path d="M3.5 10h17M8 3v4M16 3v4" />
          </Icon>
        </button>
      </div>
      {wrong && calendar && <calendar.TypedDateError id={errorId} bounds={bounds} />}
      {open && calendar && (
        <calendar.default
          title={t('reservation.home.calendar_title', { legend })}
          selected={date}
          min={min}
          max={calendar.lastDateOf(bounds)}
          onSelect={(picked) => {
            setTyped(null);
            setWrong(false);
            onDate(picked);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
