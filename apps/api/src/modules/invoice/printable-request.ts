import type { InvoiceRequest } from '@parking/domain';
import { AppError } from '#api/errors.js';
import { nameCharacter, unprintableCharacters } from './printable.js';

/** The buyer's fields the PDF prints, in the form's order; the e-mail is not printed. */
const PRINTED = [
  ['name', 'name'],
  ['taxId', 'tax identification number'],
  ['address', 'address'],
] as const;

/** At most this many characters are named: a whole address in another script is 400 of them. */
const NAMED_AT_MOST = 20;

/**
 * A 400 naming the first printed field with characters the invoice's fonts cannot print, and
 * those characters ('山, 田, 太, 郎'): never an invoice that prints blanks (decision 074).
 */
export function assertPrintable(request: InvoiceRequest) {
  for (const [field, words] of PRINTED) {
    const found = unprintableCharacters(request[field]);
    if (found.length === 0) continue;
    const named = found.slice(0, NAMED_AT_MOST).map(nameCharacter);
    const more = found.length > NAMED_AT_MOST ? ` and ${found.length - NAMED_AT_MOST} more` : '';
    throw new AppError(
      'UNPRINTABLE_CHARACTERS',
      `These characters of the ${words} cannot be printed on an invoice: ${named.join(', ')}${more}`,
      { field, characters: named },
    );
  }
}
