import { useId } from 'react';
import { PlateInput } from '#web/components/ui/plate-input.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';

/**
 * The payment form's licence plate field, read-only when the parent fixes it (an extension
 * keeps the session's plate). What is missing or wrong is said right under it (decision 046):
 * a grey hint until the driver has left the field, then an error (red, aria-invalid).
 */
export function PlateField({
  id,
  value,
  onChange,
  onBlur,
  readOnly,
  disabled,
  hint,
  error,
}: {
  id: string;
  value: string;
  onChange: (plate: string) => void;
  onBlur: () => void;
  readOnly: boolean;
  disabled: boolean;
  hint: string | null;
  error: string | null;
}) {
  const { t } = useI18n();
  const messageId = useId();
  const message = error ?? hint;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('payment.form.plate')}
      </label>
      {/* 'done', not 'go': Enter here never pays (the button does). */}
      <PlateInput
        id={id}
        enterKeyHint="done"
        value={value}
        onPlateChange={onChange}
        onBlur={onBlur}
        disabled={readOnly || disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message && (
        <p id={messageId} className={error ? 'field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}
