import { useId } from 'react';
import { PlateInput } from '../../../components/ui/plate-input.tsx';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';

/**
 * The payment form's licence plate field, read-only when the parent fixes it (an extension
 * keeps the session's plate).
 */
export function PlateField({
  value,
  onChange,
  readOnly,
  disabled,
}: {
  value: string;
  onChange: (plate: string) => void;
  readOnly: boolean;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
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
        disabled={readOnly || disabled}
      />
    </div>
  );
}
