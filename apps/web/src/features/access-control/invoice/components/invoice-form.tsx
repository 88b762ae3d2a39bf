import type { Invoice } from '@parking/domain/contracts';
import { INVOICE_FIELD_LIMITS } from '@parking/domain/validation';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import { requestInvoice } from '../api/request-invoice.ts';
import {
  checkInvoiceFields,
  INVOICE_FIELDS,
  type InvoiceField,
  type InvoiceFieldErrors,
  type InvoiceFieldValues,
  type InvoiceValues,
  invoiceFailure,
} from '../lib/invoice-fields.ts';
import '#web/components/ui/alert.css';
import '#web/components/ui/form.css';

/** How each field helps the phone: its label, its autofill and its keyboard. */
const FIELD_INPUTS: Record<
  InvoiceField,
  {
    label: TranslationKey;
    autoComplete: string;
    type: 'text' | 'email';
    inputMode: 'text' | 'email';
    maxLength?: number;
  }
> = {
  name: {
    label: 'accessControl.invoice.name',
    autoComplete: 'organization',
    type: 'text',
    inputMode: 'text',
    maxLength: INVOICE_FIELD_LIMITS.name,
  },
  taxId: {
    label: 'accessControl.invoice.tax_id',
    autoComplete: 'off',
    type: 'text',
    inputMode: 'text',
    maxLength: INVOICE_FIELD_LIMITS.taxId,
  },
  address: {
    label: 'accessControl.invoice.address',
    autoComplete: 'street-address',
    type: 'text',
    inputMode: 'text',
    maxLength: INVOICE_FIELD_LIMITS.address,
  },
  email: {
    label: 'accessControl.invoice.email',
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
  },
};

const EMPTY: InvoiceValues = { name: '', taxId: '', address: '', email: '' };

/**
 * The invoice request (spec section 5): name, tax identification number, address and e-mail,
 * each mandatory with its own message beside it; the first field in error takes the focus. The
 * API's refusals come back translated, beside their field when they name one.
 */
export function InvoiceForm({
  customerId,
  orderId,
  onIssued,
}: {
  customerId: string;
  orderId: string;
  onIssued: (invoice: Invoice) => void;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const [values, setValues] = useState<InvoiceValues>(EMPTY);
  const [errors, setErrors] = useState<InvoiceFieldErrors>({});
  const [errorValues, setErrorValues] = useState<InvoiceFieldValues>({});
  const [formError, setFormError] = useState<TranslationKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputId = (field: InvoiceField) => `${id}-${field}`;
  const focusFirst = (found: InvoiceFieldErrors) => {
    const first = INVOICE_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = checkInvoiceFields(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      const trimmed = {
        name: values.name.trim(),
        taxId: values.taxId.trim(),
        address: values.address.trim(),
        email: values.email.trim(),
      };
      onIssued(await requestInvoice(customerId, { orderId, ...trimmed, lang: locale }));
    } catch (error) {
      setSubmitting(false);
      const failure = invoiceFailure(error);
      if (failure.field) {
        const byServer = { [failure.field]: failure.key };
        setErrors(byServer);
        setErrorValues(failure.values ? { [failure.field]: failure.values } : {});
        focusFirst(byServer);
      } else {
        setFormError(failure.key);
      }
    }
  };

  return (
    <form className="form card" onSubmit={submit} noValidate aria-busy={submitting}>
      {INVOICE_FIELDS.map((field) => {
        const input = FIELD_INPUTS[field];
        const error = errors[field];
        return (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={inputId(field)}>
              {t(input.label)}
            </label>
            <input
              id={inputId(field)}
              className="field__input"
              name={field}
              type={input.type}
              inputMode={input.inputMode}
              autoComplete={input.autoComplete}
              autoCapitalize={
                field === 'email' ? 'none' : field === 'taxId' ? 'characters' : 'words'
              }
              spellCheck={false}
              enterKeyHint={field === 'email' ? 'send' : 'next'}
              maxLength={input.maxLength}
              required
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
                setFormError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId(field)}-error` : undefined}
            />
            {error && (
              <p id={`${inputId(field)}-error`} className="field__error">
                {t(error, errorValues[field])}
              </p>
            )}
          </div>
        );
      })}
      {formError && (
        <p className="alert alert--danger" role="alert">
          {t(formError)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? t('accessControl.invoice.submitting') : t('accessControl.invoice.submit')}
      </button>
    </form>
  );
}
