import {
  type BookingWindowChange,
  type BookingWindowDraft,
  getEarliestDate,
  getExitMinimum,
  getMinimumTime,
  getTimeOptions,
  type LatestExitFrom,
  type LocalDate,
  type PlaceClock,
} from '@parking/domain/booking-form';
import { useId, useMemo } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { formatBookingDate, formatTimeOfDay } from '../lib/booking-labels.ts';
import { DateField } from './date-field.tsx';
import '#web/components/ui/form.css';
import './booking-window-fields.css';

/**
 * 'Enter After' and 'Exit Before' (spec section 2): a date (earliest today on the place's clock,
 * the exit's latest 30 days after the entry, the longest window a quote takes; written
 * 'Mon, Jan 5 2026' under it) and a 12-hour time in half hours, those before the minimum disabled and those the lot is closed at labelled 'closed' (decision 084: kept
 * choosable, so 'Check Availability' can say why and offer a window that works). Every rule of
 * a change lives in the domain (changeBookingWindow).
 */
export function BookingWindowFields({
  draft,
  clock,
  closedAt,
  onChange,
  exitError,
  disabled,
}: {
  draft: BookingWindowDraft;
  clock: PlaceClock;
  /** Whether the lot is closed at a time of a date (the hours' rules, once loaded). */
  closedAt: ((date: LocalDate, minutes: number) => boolean) | null;
  onChange: (change: BookingWindowChange) => void;
  /** Beside the exit: why the window cannot be checked as it is. */
  exitError: string | null;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const earliest = getEarliestDate(clock);
  const entryMinimum =
    draft.entryDate === null ? 0 : getMinimumTime({ ...clock, date: draft.entryDate });
  return (
    <div className="booking-window">
      <DateTimePair
        legend={t('reservation.home.enter_after')}
        date={draft.entryDate}
        time={draft.entryTime}
        minDate={earliest}
        minimum={entryMinimum}
        timeZone={clock.timeZone}
        closedAt={closedAt}
        onDate={(value) => onChange({ field: 'entryDate', value })}
        onTime={(value) => onChange({ field: 'entryTime', value })}
        error={null}
        disabled={disabled}
      />
      <DateTimePair
        legend={t('reservation.home.exit_before')}
        date={draft.exitDate}
        time={draft.exitTime}
        minDate={earliest}
        latestFrom={
          draft.entryDate === null
            ? undefined
            : { entryDate: draft.entryDate, entryTime: draft.entryTime, timeZone: clock.timeZone }
        }
        minimum={getExitMinimum({ ...clock, draft })}
        timeZone={clock.timeZone}
        closedAt={closedAt}
        withEndOfDay
        onDate={(value) => onChange({ field: 'exitDate', value })}
        onTime={(value) => onChange({ field: 'exitTime', value })}
        error={exitError}
        disabled={disabled}
      />
    </div>
  );
}

function DateTimePair({
  legend,
  date,
  time,
  minDate,
  latestFrom,
  minimum,
  timeZone,
  closedAt,
  withEndOfDay = false,
  onDate,
  onTime,
  error,
  disabled,
}: {
  legend: string;
  date: string | null;
  time: number | null;
  minDate: string;
  /** The entry the date's last day counts from, if it has one (the exit's). */
  latestFrom?: LatestExitFrom | undefined;
  minimum: number;
  timeZone: string;
  closedAt: ((date: LocalDate, minutes: number) => boolean) | null;
  withEndOfDay?: boolean;
  onDate: (value: string) => void;
  onTime: (value: number) => void;
  error: string | null;
  disabled: boolean;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const options = useMemo(
    () =>
      date
        ? getTimeOptions({ date, minimum, timeZone, withEndOfDay }).map((option) => ({
            ...option,
            closed: closedAt?.(date, option.minutes) ?? false,
          }))
        : [],
    [date, minimum, timeZone, withEndOfDay, closedAt],
  );
  return (
    <fieldset className="fieldset-stack" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="booking-window__controls">
        <div className="field">
          <label className="booking-window__sublabel" htmlFor={`${id}-date`}>
            {t('reservation.home.date')} ({t('reservation.home.date_pattern')})
          </label>
          <DateField
            id={`${id}-date`}
            legend={legend}
            date={date}
            min={minDate}
            latestFrom={latestFrom}
            disabled={disabled}
            describedBy={date ? `${id}-date-text` : undefined}
            onDate={onDate}
          />
          {date && (
            <p id={`${id}-date-text`} className="field__hint">
              {formatBookingDate(date, locale)}
            </p>
          )}
        </div>
        <div className="field">
          <label className="booking-window__sublabel" htmlFor={`${id}-time`}>
            {t('reservation.home.time')}
          </label>
          <select
            id={`${id}-time`}
            className="field__input"
            value={time ?? ''}
            disabled={disabled || date === null}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onTime(Number(event.target.value))}
          >
            {time === null && <option value="">{t('reservation.home.choose_time')}</option>}
            {options.map((option) => (
              <option key={option.minutes} value={option.minutes} disabled={option.disabled}>
                {option.closed
                  ? t('reservation.home.closed_time', {
                      time: formatTimeOfDay(option.minutes, locale),
                    })
                  : formatTimeOfDay(option.minutes, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
