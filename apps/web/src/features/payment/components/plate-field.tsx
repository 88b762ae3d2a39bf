import { PLATE_INPUT_MAX_LENGTH, sanitizePlateInput } from '@parking/domain/validation';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';

/**
 * The licence plate as typed (spec section 9: letters, digits, hyphen, dot and space only),
 * read-only when the parent fixes it (an extension keeps the session's plate).
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
      <input
        id={id}
        className="field__input field__input--plate"
        value={value}
        onChange={(event) => onChange(sanitizePlateInput(event.target.value))}
        disabled={readOnly || disabled}
        placeholder="1234ABC"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PLATE_INPUT_MAX_LENGTH}
      />
    </div>
  );
}
