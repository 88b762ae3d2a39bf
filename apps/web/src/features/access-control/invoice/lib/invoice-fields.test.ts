import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../../lib/api-client.ts';
import { translate } from '../../../../lib/i18n/translate.ts';
import en from '../../../../locales/en-US.json';
import es from '../../../../locales/es-ES.json';
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

  it('puts the characters an invoice cannot print beside their field, in both languages', () => {
    const error = new ApiError(
      'These characters of the name cannot be printed on an invoice: 山, 田',
      400,
      400,
      null,
      'unprintable_characters',
    );
    error.field = 'name';
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
    expect(invoiceFailure(bad('Tax Identification Number is mandatory'))).toEqual({
      field: 'taxId',
      key: 'accessControl.invoice.tax_id_required',
    });
    expect(invoiceFailure(bad('body/email Invalid email'))).toEqual({
      field: 'email',
      key: 'accessControl.invoice.email_invalid',
    });
  });

  it('says what the other refusals mean, for the whole form', () => {
    const key = (error: unknown) => invoiceFailure(error).key;
    expect(key(bad('Nothing was paid on this order: there is nothing to invoice'))).toBe(
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
