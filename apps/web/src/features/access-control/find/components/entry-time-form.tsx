import { toZonedParts } from '@parking/domain/opening-hours';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '#web/components/ui/field.tsx';
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

/** One of the two fields, named by its type ('date' or 'time'), its error under it. */
function EntryField({
  id,
  type,
  label,
  max,
  value,
  error,
  onChange,
}: {
  id: string;
  type: 'date' | 'time';
  label: string;
  max?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <Field inputId={id} label={label} errorId={errorId} error={error}>
      <input
        id={id}
        className="field__input"
        type={type}
        name={type}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </Field>
  );
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
        <EntryField
          id={dateId}
          type="date"
          label={t('accessControl.find.entry_date')}
          max={today}
          value={date}
          error={errors.date && t(errors.date)}
          onChange={(value) => {
            setDate(value);
            setErrors((current) => ({ ...current, date: undefined }));
          }}
        />
        <EntryField
          id={timeId}
          type="time"
          label={t('accessControl.find.entry_time')}
          value={time}
          error={errors.time && t(errors.time)}
          onChange={(value) => {
            setTime(value);
            setErrors((current) => ({ ...current, time: undefined }));
          }}
        />
      </div>
      <button type="submit" className="button button--primary button--block">
        {submitLabel ?? t('accessControl.find.search')}
      </button>
    </form>
  );
}
