import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYear } from './numbering.js';

describe('invoice numbering', () => {
  it("counts the year on the lot's clock", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid, still 31 December in New York.
    const newYearsEve = new Date('2026-12-31T23:30:00Z');
    expect(invoiceYear(newYearsEve, 'Europe/Madrid')).toBe(2027);
    expect(invoiceYear(newYearsEve, 'America/New_York')).toBe(2026);
    expect(invoiceYear(newYearsEve, 'UTC')).toBe(2026);
  });

  it('writes the series, the year and six digits', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('INV-2026-000001');
    expect(formatInvoiceNumber(2027, 123456)).toBe('INV-2027-123456');
  });
});
