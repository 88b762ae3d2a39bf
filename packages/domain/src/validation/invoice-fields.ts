/**
 * The invoice request's fields (spec section 5): each is mandatory with its own message, which
 * the API answers verbatim and the web's form shows beside the field. Zod-free, so the form
 * imports it without pulling zod in (decision 020); contracts/access-control.ts builds the
 * request's schema from it.
 */
export const INVOICE_MESSAGES = {
  name: 'Name is mandatory',
  taxId: 'Tax Identification Number is mandatory',
  address: 'Address is mandatory',
  email: 'Email is mandatory',
} as const;

/** The longest name, tax identification number and address an invoice holds. */
export const INVOICE_FIELD_LIMITS = { name: 200, taxId: 32, address: 400 } as const;
