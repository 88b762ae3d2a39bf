import { toZonedParts } from '@parking/domain/opening-hours';

/** The series every operator's invoices carry before the year: 'INV-2026-000001'. */
const SERIES = 'INV';

/**
 * The year an invoice is numbered in: the calendar year on the lot's clock when it is issued,
 * so that an invoice issued at 00:30 on 1 January in Madrid opens the new year's series there.
 */
export function invoiceYear(issuedAt: Date, timeZone: string): number {
  return toZonedParts({ date: issuedAt, timeZone }).year;
}

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${SERIES}-${year}-${String(sequence).padStart(6, '0')}`;
}
