import { type FormEvent, useId, useState } from 'react';
import { Field } from '#web/components/ui/field.tsx';
import { PlateInput } from '#web/components/ui/plate-input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { usePlateSearch } from '../lib/use-plate-search.ts';
import '#web/components/ui/form.css';
import { InteractiveForm } from '#web/components/ui/interactive-form.tsx';

/**
 * The plate search of the customer area (home, edit, not found, pedestrian access): one field,
 * Enter submits the search and nothing else, the message of a failed search under the field.
 * While the search runs, a loading view with a title and a description takes the form's place.
 */
export function PlateSearchForm({
  initialPlate = '',
  submitLabel,
}: {
  initialPlate?: string;
  submitLabel: string;
}) {
  const { t } = useI18n();
  const { search, loading, errorKey, clearError } = usePlateSearch();
  const [plate, setPlate] = useState(initialPlate);
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (plate.trim() !== '' && !loading) void search(plate);
  };

  if (loading) {
    return (
      <section className="card ac-find-loading" aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId} className="card__title">
          {t('accessControl.find.loading_title')}
        </h2>
        <p className="muted">
          {t('accessControl.find.loading_description', { plate: plate.trim() })}
        </p>
        <Spinner label={t('common.loading')} />
      </section>
    );
  }

  return (
    <InteractiveForm className="form" onSubmit={submit} noValidate>
      <Field
        inputId={inputId}
        label={t('accessControl.find.plate_label')}
        errorId={errorId}
        error={errorKey && t(errorKey)}
        announce
      >
        <PlateInput
          id={inputId}
          name="licensePlate"
          enterKeyHint="search"
          value={plate}
          onPlateChange={(typed) => {
            setPlate(typed);
            clearError();
          }}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? errorId : undefined}
        />
      </Field>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={plate.trim() === ''}
      >
        {submitLabel}
      </button>
    </InteractiveForm>
  );
}
