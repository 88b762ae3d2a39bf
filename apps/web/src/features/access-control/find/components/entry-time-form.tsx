import { toZonedParts } from '@parking/domain/opening-hours';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import { entryWindow } from '../lib/entry-window.ts';
import '#web/components/ui/form.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on the lot's clock, 'YYYY-MM-DD': the latest date a car can have entered. */
function todayIn(timeZone: string): string {
  const parts = toZonedParts({ date: new Date(), timeZone });
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

interface Errors {
  date?: TranslationKey;
  time?: TranslationKey;
}

/**
 * The date and time of entry, each with its own message beside it: missing, or still to come
 * on the lot's clock. Enter submits the search.
 */
export function EntryTimeForm({
  initialDate,
  initialTime,
  timeZone,
  onSearch,
  submitLabel,
}: {
  initialDate: string;
  initialTime: string;
  timeZone: string;
  submitLabel?: string;
  onSearch: (entry: { date: string; time: string }) => void;
}) {
  const { t } = useI18n();
  const today = todayIn(timeZone);
  const [date, setDate] = useState(initialDate || today);
  const [time, setTime] = useState(initialTime);
  const [errors, setErrors] = useState<Errors>({});
  const dateId = useId();
  const timeId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!date) found.date = 'accessControl.find.error_date_required';
    if (!time) found.time = 'accessControl.find.error_time_required';
    if (date && time && !entryWindow({ date, time, timeZone, now: new Date() }))
      found.time = 'accessControl.find.error_time_future';
    setErrors(found);
    if (found.date) document.getElementById(dateId)?.focus();
    else if (found.time) document.getElementById(timeId)?.focus();
    else onSearch({ date, time });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="ac-time-fields">
        <div className="field">
          <label className="field__label" htmlFor={dateId}>
            {t('accessControl.find.entry_date')}
          </label>
          <input
            id={dateId}
            className="field__input"
            type="date"
            name="date"
            max={today}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setErrors((current) => ({ ...current, date: undefined }));
            }}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? `${dateId}-error` : undefined}
          />
          {errors.date && (
            <p id={`${dateId}-error`} className="field__error">
              {t(errors.date)}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={timeId}>
            {t('accessControl.find.entry_time')}
          </label>
          <input
            id={timeId}
            className="field__input"
            type="time"
            name="time"
            value={time}
            onChange={(event) => {
              setTime(event.target.value);
              setErrors((current) => ({ ...current, time: undefined }));
            }}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={errors.time ? `${timeId}-error` : undefined}
          />
          {errors.time && (
            <p id={`${timeId}-error`} className="field__error">
              {t(errors.time)}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className="button button--primary button--block">
        {submitLabel ?? t('accessControl.find.search')}
      </button>
    </form>
  );
}
