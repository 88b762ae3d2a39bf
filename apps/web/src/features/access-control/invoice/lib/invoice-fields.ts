import { isEmailAddress } from '@parking/domain/validation';
import type { ErrorCode } from '@parking/domain/vocabulary';
import { isApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';
import { errorCodeOf } from '#web/lib/error-code.ts';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import type { TranslationValues } from '#web/lib/i18n/translate.ts';

export type InvoiceField = 'name' | 'taxId' | 'address' | 'email';
export type InvoiceValues = Record<InvoiceField, string>;
export type InvoiceFieldErrors = Partial<Record<InvoiceField, TranslationKey>>;
/** The values of a field's message ('山, 田' for the characters an invoice cannot print). */
export type InvoiceFieldValues = Partial<Record<InvoiceField, TranslationValues>>;

/** The form's order, which is also the order the API reports the first missing one in. */
export const INVOICE_FIELDS: readonly InvoiceField[] = ['name', 'taxId', 'address', 'email'];

/** The spec's four messages (spec section 5), as the visitor's language words them. */
const REQUIRED: Record<InvoiceField, TranslationKey> = {
  name: 'accessControl.invoice.name_required',
  taxId: 'accessControl.invoice.tax_id_required',
  address: 'accessControl.invoice.address_required',
  email: 'accessControl.invoice.email_required',
};
/** The field each of the spec's four refusals is about, by its code (decision 077). */
const FIELD_OF_CODE: Partial<Record<ErrorCode, InvoiceField>> = {
  INVOICE_NAME_MISSING: 'name',
  INVOICE_TAX_ID_MISSING: 'taxId',
  INVOICE_ADDRESS_MISSING: 'address',
  INVOICE_EMAIL_MISSING: 'email',
};
const EMAIL_INVALID: TranslationKey = 'accessControl.invoice.email_invalid';
const UNPRINTABLE: TranslationKey = 'accessControl.invoice.unprintable';

/**
 * Each field's message, as the API would answer (InvoiceRequestSchema): blank after trimming is
 * the spec's message; an e-mail the receipt check refuses is 'Invalid email'. Lengths are held
 * by the inputs' maxLength.
 */
export function checkInvoiceFields(values: InvoiceValues): InvoiceFieldErrors {
  const errors: InvoiceFieldErrors = {};
  for (const field of INVOICE_FIELDS) {
    if (values[field].trim() === '') errors[field] = REQUIRED[field];
  }
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = EMAIL_INVALID;
  return errors;
}

/**
 * What a refused request shows, in the visitor's language: a field's own message beside it when
 * the API names one (its answers are the spec's English sentences, verbatim), else one message
 * for the form.
 */
export function invoiceFailure(
  error: unknown,
):
  | { field: InvoiceField; key: TranslationKey; values?: TranslationValues }
  | { field: null; key: TranslationKey } {
  if (!isApiError(error)) return { field: null, key: 'accessControl.invoice.error_failed' };
  const code = errorCodeOf(error);
  const named = INVOICE_FIELDS.find((name) => name === error.field);
  if (code === 'UNPRINTABLE_CHARACTERS' && named) {
    const characters = error.characters.join(', ');
    return { field: named, key: UNPRINTABLE, values: { characters } };
  }
  const missing = code ? FIELD_OF_CODE[code] : undefined;
  if (missing) return { field: missing, key: REQUIRED[missing] };
  if (code === 'VALIDATION' && named === 'email') return { field: 'email', key: EMAIL_INVALID };
  if (code === 'NOTHING_TO_INVOICE') {
    return { field: null, key: 'accessControl.invoice.error_nothing' };
  }
  if (error.status === 404) return { field: null, key: 'accessControl.invoice.error_not_found' };
  if (error.status === 409) return { field: null, key: 'accessControl.invoice.error_other_buyer' };
  if (error.status === 429) return { field: null, key: 'accessControl.invoice.error_rate_limited' };
  if (error.code === NETWORK_ERROR_CODE)
    return { field: null, key: 'accessControl.invoice.error_network' };
  return { field: null, key: 'accessControl.invoice.error_failed' };
}
