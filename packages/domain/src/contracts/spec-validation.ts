import { INVOICE_MESSAGES } from '../validation/invoice-fields.js';
import { type ErrorCode, PAYMENT_MESSAGES } from '../vocabulary/index.js';
import { STAY_PAYMENT_MESSAGES } from './stay-payment.js';

/**
 * The spec's validation messages the contracts' schemas refuse with (a refinement's or a
 * field's own message), each with its code (decision 077). The API's one error handler sends
 * such a message verbatim with this code, not as `body/<field> <problem>` with VALIDATION: the
 * spec's catalogue (sections 5 and 8) names these sentences, and the web tells them apart by
 * their code.
 */
export const SPEC_VALIDATION_CODES: Readonly<Record<string, ErrorCode>> = {
  [PAYMENT_MESSAGES.idRequired]: 'EITHER_ID_REQUIRED',
  [PAYMENT_MESSAGES.onlyOneId]: 'ONLY_ONE_ID',
  [PAYMENT_MESSAGES.freePaymentMissing]: 'FREE_PAYMENT_DETAILS_MISSING',
  [PAYMENT_MESSAGES.externalIdMissing]: 'EXTERNAL_ID_MISSING',
  [PAYMENT_MESSAGES.intentOrMethodMissing]: 'INTENT_OR_METHOD_MISSING',
  [PAYMENT_MESSAGES.missingRequiredParameters]: 'MISSING_REQUIRED_PARAMETERS',
  [PAYMENT_MESSAGES.licensePlateInvalid]: 'LICENSE_PLATE_INVALID',
  [INVOICE_MESSAGES.name]: 'INVOICE_NAME_MISSING',
  [INVOICE_MESSAGES.taxId]: 'INVOICE_TAX_ID_MISSING',
  [INVOICE_MESSAGES.address]: 'INVOICE_ADDRESS_MISSING',
  [INVOICE_MESSAGES.email]: 'INVOICE_EMAIL_MISSING',
  [STAY_PAYMENT_MESSAGES.paymentDetailsMissing]: 'STAY_PAYMENT_DETAILS_MISSING',
  [STAY_PAYMENT_MESSAGES.externalIdMissing]: 'STAY_PAYMENT_INTENT_MISSING',
};

/** The code of a validation issue's message when it is one of the spec's; else null. */
export const specValidationCode = (message: string | undefined): ErrorCode | null =>
  message !== undefined && Object.hasOwn(SPEC_VALIDATION_CODES, message)
    ? (SPEC_VALIDATION_CODES[message] ?? null)
    : null;
