import {
  checkPhoneNumber,
  DEFAULT_PHONE_COUNTRY,
  formatPhoneAsTyped,
  isPhoneCountry,
  PHONE_CALLING_CODES,
  PHONE_COUNTRIES,
  type PhoneCheck,
  type PhoneCountry,
  type PhoneProblem,
} from '@parking/domain/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { FlagEs, FlagUs } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import { PHONE_DEBOUNCE_MS, type PhoneState } from '../lib/phone-state.ts';
import { FlagCa } from './payment-icons.tsx';
import '#web/components/ui/form.css';
import './sms-reminder.css';

const FLAGS = { US: FlagUs, CA: FlagCa, ES: FlagEs } as const;
// As the field writes a number while it is typed (formatPhoneAsTyped).
const PLACEHOLDER: Record<PhoneCountry, string> = {
  US: '(212) 555-0123',
  CA: '(416) 555-0123',
  ES: '612 34 56 78',
};
const PROBLEM_KEY: Record<PhoneProblem, TranslationKey> = {
  TOO_SHORT: 'payment.phone.errors.invalid_number',
  TOO_LONG: 'payment.phone.errors.invalid_number',
  NOT_A_NUMBER: 'payment.phone.errors.invalid_number',
  INVALID_NUMBER: 'payment.phone.errors.invalid_number',
  INVALID_COUNTRY: 'payment.phone.errors.invalid_region',
  UNSUPPORTED_COUNTRY: 'payment.phone.errors.unsupported_country',
};

/**
 * The notify-before-expiry tick and the phone number (spec sections 2 and 5), shown when the
 * place allows SMS. It comes with the payment form, not as a chunk of its own: libphonenumber-js
 * is in the form's chunk anyway (the wallet checks a wallet's phone with it), and a field that
 * arrived later pushed the wallet and the card frame down under a driver's finger. The number is
 * checked 500 ms after the last keystroke; its error only shows while notify is ticked.
 */
export function SmsReminder({
  notify,
  onNotifyChange,
  onPhoneChange,
  disabled,
  hint,
}: {
  notify: boolean;
  onNotifyChange: (notify: boolean) => void;
  onPhoneChange: (phone: PhoneState) => void;
  disabled: boolean;
  /** Why the phone blocks paying, said beside it (decision 046); null when it does not. */
  hint: string | null;
}) {
  const { t } = useI18n();
  const id = useId();
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const [value, setValue] = useState('');
  const [check, setCheck] = useState<PhoneCheck | null>(null);
  const report = useRef(onPhoneChange);
  useEffect(() => {
    report.current = onPhoneChange;
  });

  useEffect(() => {
    setCheck(null);
    if (value.trim() === '') {
      report.current({ status: 'empty' });
      return;
    }
    report.current({ status: 'checking' });
    const timer = setTimeout(() => {
      const result = checkPhoneNumber({ value, country });
      setCheck(result);
      report.current(result.valid ? { status: 'valid', e164: result.e164 } : { status: 'invalid' });
    }, PHONE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, country]);

  const error = notify && check && !check.valid ? t(PROBLEM_KEY[check.problem]) : null;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  const Flag = FLAGS[country];
  return (
    <fieldset className="fieldset-stack" disabled={disabled}>
      <legend className="visually-hidden">{t('payment.phone.legend')}</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={notify}
          onChange={(event) => onNotifyChange(event.target.checked)}
        />
        <span>{t('payment.phone.notify')}</span>
      </label>
      {/* Unticked, the number is not asked for: the fields go (what was typed is kept). */}
      {notify && (
        <div className="phone-field">
          <div className="field phone-field__country">
            <label className="field__label" htmlFor={`${id}-country`}>
              {t('payment.phone.country')}
            </label>
            <div className="phone-field__select">
              <Flag className="phone-field__flag" />
              <select
                id={`${id}-country`}
                className="field__input"
                value={country}
                onChange={(event) => {
                  if (isPhoneCountry(event.target.value)) setCountry(event.target.value);
                }}
              >
                {PHONE_COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {`${t(`payment.phone.countries.${code}`)} (${PHONE_CALLING_CODES[code]})`}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="field phone-field__number">
            <label className="field__label" htmlFor={`${id}-number`}>
              {t('payment.phone.number')}
            </label>
            <input
              id={`${id}-number`}
              className="field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              enterKeyHint="done"
              placeholder={PLACEHOLDER[country]}
              value={value}
              onChange={(event) => {
                const typed = event.target.value;
                // Grouped as typed (3-3-4); a deletion is kept as it is, or deleting the ')' or
                // '-' the grouping added would put it straight back.
                setValue(
                  typed.length < value.length
                    ? typed
                    : formatPhoneAsTyped({ value: typed, country }),
                );
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
          </div>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {notify && hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
