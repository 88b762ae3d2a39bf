import { PLATE_INPUT_MAX_LENGTH, sanitizePlateInput } from '@parking/domain/validation';
import type { ComponentProps } from 'react';
import './form.css';

/**
 * A licence plate as the driver types it, wherever it is asked for: only letters, digits,
 * hyphen, dot and space are kept (spec section 9), at most PLATE_INPUT_MAX_LENGTH characters,
 * in capitals on phone keyboards and never autocorrected. No autocomplete token names a plate,
 * so the browser offers none (autocomplete off); the caller says what Enter does (enterKeyHint).
 */
export function PlateInput({
  onPlateChange,
  ...input
}: Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string;
  onPlateChange: (plate: string) => void;
}) {
  return (
    <input
      {...input}
      className="field__input field__input--plate"
      onChange={(event) => onPlateChange(sanitizePlateInput(event.target.value))}
      placeholder="1234ABC"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={PLATE_INPUT_MAX_LENGTH}
    />
  );
}
