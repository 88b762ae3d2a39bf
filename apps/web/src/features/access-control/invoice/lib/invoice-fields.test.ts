import type { ErrorCode } from '@parking/domain/vocabulary';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '#web/lib/api-client.ts';
import { translate } from '#web/lib/i18n/translate.ts';
import en from '#web/locales/en-US.json';
import es from '#web/locales/es-ES.json';
import { checkInvoiceFields, invoiceFailure } from './invoice-fields.ts';

const filled = {
  name: 'Acme Logistics LLC',
  taxId: 'B12345678',
  address: 'Calle de Alcalá 1, Madrid',
  email: 'billing@example.com',
};

describe('checkInvoiceFields (spec section 5)', () => {
  it('gives each blank field its own message, as the API would', () => {
    expect(checkInvoiceFields({ name: '', taxId: ' ', address: '\t', email: '' })).toEqual({
      name: 'accessControl.invoice.name_required',
      taxId: 'accessControl.invoice.tax_id_required',
      address: 'accessControl.invoice.address_required',
      email: 'accessControl.invoice.email_required',
    });
  });

  it("says 'Invalid email' for an address the receipt check refuses, trimmed first", () => {
    expect(checkInvoiceFields({ ...filled, email: 'billing@nowhere' })).toEqual({
      email: 'accessControl.invoice.email_invalid',
    });
    expect(checkInvoiceFields({ ...filled, email: '  billing@example.com ' })).toEqual({});
  });
});

describe('invoiceFailure', () => {
  const bad = (message: string, status = 400) => new ApiError(message, status, status);
  /** A refusal as the client makes it from the body: its code and field (decision 077). */
  const coded = (errorCode: ErrorCode, message: string, field?: string) =>
    Object.assign(bad(message), { sentCode: errorCode, field: field ?? null });

  it('puts the characters an invoice cannot print beside their field, in both languages', () => {
    const error = coded(
      'UNPRINTABLE_CHARACTERS',
      'These characters of the name cannot be printed on an invoice: 山, 田',
      'name',
    );
    error.characters = ['山', '田'];
    const failure = invoiceFailure(error);
    expect(failure).toEqual({
      field: 'name',
      key: 'accessControl.invoice.unprintable',
      values: { characters: '山, 田' },
    });
    const values = 'values' in failure ? failure.values : undefined;
    expect(translate(en, failure.key, values)).toContain('cannot be printed on an invoice: 山, 田');
    expect(translate(es, failure.key, values)).toContain(
      'no se pueden imprimir en una factura: 山, 田',
    );
  });

  it("puts the API's field message beside its field", () => {
    const taxId = coded('INVOICE_TAX_ID_MISSING', 'Tax Identification Number is mandatory');
    expect(invoiceFailure(taxId)).toEqual({
      field: 'taxId',
      key: 'accessControl.invoice.tax_id_required',
    });
    expect(invoiceFailure(coded('VALIDATION', 'body/email Invalid email', 'email'))).toEqual({
      field: 'email',
      key: 'accessControl.invoice.email_invalid',
    });
    // The code decides, not the sentence: the spec's words without their code are no field's.
    expect(invoiceFailure(bad('Tax Identification Number is mandatory')).field).toBeNull();
  });

  it('says what the other refusals mean, for the whole form', () => {
    const key = (error: unknown) => invoiceFailure(error).key;
    expect(key(coded('NOTHING_TO_INVOICE', 'Nothing was paid on this order'))).toBe(
      'accessControl.invoice.error_nothing',
    );
    expect(key(bad('Order not found', 404))).toBe('accessControl.invoice.error_not_found');
    expect(key(bad('Invoiced to another buyer', 409))).toBe(
      'accessControl.invoice.error_other_buyer',
    );
    expect(key(bad('Too many', 429))).toBe('accessControl.invoice.error_rate_limited');
    expect(key(networkError())).toBe('accessControl.invoice.error_network');
    expect(key(bad('Internal Server Error', 500))).toBe('accessControl.invoice.error_failed');
    expect(key(new Error('boom'))).toBe('accessControl.invoice.error_failed');
    expect(invoiceFailure(bad('Order not found', 404)).field).toBeNull();
  });
});
