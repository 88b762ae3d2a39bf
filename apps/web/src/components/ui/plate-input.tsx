import { PLATE_INPUT_MAX_LENGTH, sanitizePlateInput } from '@parking/domain/validation';
import { type ComponentProps, useId, useState } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './form.css';

/**
 * A licence plate as the driver types it, wherever it is asked for: only letters, digits,
 * hyphen, dot and space are kept (spec section 9), at most PLATE_INPUT_MAX_LENGTH characters,
 * in capitals on phone keyboards and never autocorrected. No autocomplete token names a plate,
 * so the browser offers none (autocomplete off); the caller says what Enter does (enterKeyHint).
 * A character it drops is not dropped silently: a polite note under the field says what is kept,
 * until the next change keeps everything typed.
 */
export function PlateInput({
  onPlateChange,
  ...input
}: Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string;
  onPlateChange: (plate: string) => void;
}) {
  const { t } = useI18n();
  const noteId = useId();
  const [dropped, setDropped] = useState(false);
  const describedBy = [input['aria-describedby'], dropped ? noteId : undefined].filter(Boolean);
  return (
    <>
      <input
        {...input}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        className="field__input field__input--plate"
        onChange={(event) => {
          const kept = sanitizePlateInput(event.target.value);
          setDropped(kept !== event.target.value);
          onPlateChange(kept);
        }}
        placeholder="1234ABC"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PLATE_INPUT_MAX_LENGTH}
      />
      <p id={noteId} className="field__hint field__note" aria-live="polite">
        {dropped ? t('common.plate_symbols_dropped') : ''}
      </p>
    </>
  );
}
