import {
  AsYouType,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js';

/**
 * The notify-before-expiry phone number (spec section 5, 'Phone'): spaces removed, valid only if
 * it parses as a valid number of the United States, Canada or Spain. The country the driver
 * picked is the default for a number typed without its +prefix (US when none is given).
 *
 * Kept out of the web's first page: libphonenumber-js and its metadata are about 31 kB gzipped
 * (docs/decisions/020-first-page-budget.md); they come with the payment form's chunk.
 */
export const PHONE_COUNTRIES = ['US', 'CA', 'ES'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';

/** Dialling prefixes shown beside the country picker (spec section 3, 'Phone country map'). */
export const PHONE_CALLING_CODES: Record<PhoneCountry, string> = { US: '+1', CA: '+1', ES: '+34' };

/** The spec's phone messages (section 5), for logs and API answers; the UI translates problems. */
export const PHONE_MESSAGES = {
  invalidNumber: 'invalid phone number',
  invalidRegion: 'invalid phone region',
  unsupportedCountry: 'Unsupported country code. US, Canada, or Spain only.',
} as const;

/**
 * Why a number is refused: the spec's 'too short', 'too long', 'not a number' and 'invalid
 * country' (no known country calling code), plus a number that parses but is not valid in its
 * country, and a valid number of a country the product does not serve.
 */
export type PhoneProblem =
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'NOT_A_NUMBER'
  | 'INVALID_COUNTRY'
  | 'INVALID_NUMBER'
  | 'UNSUPPORTED_COUNTRY';

export type PhoneCheck =
  | { valid: true; country: PhoneCountry /** E.164, with ';ext=' when given. */; e164: string }
  | { valid: false; problem: PhoneProblem; message: string };

const MESSAGE_OF: Record<PhoneProblem, string> = {
  TOO_SHORT: PHONE_MESSAGES.invalidNumber,
  TOO_LONG: PHONE_MESSAGES.invalidNumber,
  NOT_A_NUMBER: PHONE_MESSAGES.invalidNumber,
  INVALID_NUMBER: PHONE_MESSAGES.invalidNumber,
  INVALID_COUNTRY: PHONE_MESSAGES.invalidRegion,
  UNSUPPORTED_COUNTRY: PHONE_MESSAGES.unsupportedCountry,
};

const refuse = (problem: PhoneProblem): PhoneCheck => ({
  valid: false,
  problem,
  message: MESSAGE_OF[problem],
});

const SERVED_CALLING_CODES = new Set(['1', '34']);

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && (PHONE_COUNTRIES as readonly string[]).includes(value);
}

export function checkPhoneNumber({
  value,
  country = DEFAULT_PHONE_COUNTRY,
}: {
  value: string;
  country?: PhoneCountry;
}): PhoneCheck {
  const compact = value.replace(/\s+/g, '');
  if (compact === '') return refuse('NOT_A_NUMBER');
  let parsed: ReturnType<typeof parsePhoneNumberWithError>;
  try {
    parsed = parsePhoneNumberWithError(compact, country);
  } catch (error) {
    if (error instanceof ParseError) {
      switch (error.message) {
        case 'TOO_SHORT':
        case 'TOO_LONG':
        case 'NOT_A_NUMBER':
        case 'INVALID_COUNTRY':
          return refuse(error.message);
        default:
          return refuse('INVALID_NUMBER');
      }
    }
    throw error;
  }
  // A number of another calling code (+44...) is refused for its country, valid or not.
  if (!SERVED_CALLING_CODES.has(parsed.countryCallingCode)) return refuse('UNSUPPORTED_COUNTRY');
  if (!parsed.isValid()) {
    const length = validatePhoneNumberLength(compact, country);
    return refuse(length === 'TOO_SHORT' || length === 'TOO_LONG' ? length : 'INVALID_NUMBER');
  }
  // +1 is shared with the other North American Numbering Plan countries (Jamaica, ...).
  if (!isPhoneCountry(parsed.country)) return refuse('UNSUPPORTED_COUNTRY');
  return {
    valid: true,
    country: parsed.country,
    e164: parsed.ext ? `${parsed.number};ext=${parsed.ext}` : parsed.number,
  };
}

/** What a masked number hides each digit group with. */
const HIDDEN_GROUP = '•••';

/**
 * A reminder's number as the summary shows it (docs/decisions/047): the calling code and the
 * last group of the national number as it is written there, nothing else: '+1 ••• ••• 0123'
 * (the 4 digits a US or Canadian number ends with), '+34 ••• ••• 678' (Spain's last 3). The
 * length of what is hidden is not told. Anything that does not parse keeps 2 digits.
 */
export function maskPhoneNumber(e164: string): string {
  const number = e164.split(';')[0] ?? '';
  try {
    const parsed = parsePhoneNumberWithError(number);
    const national = parsed.nationalNumber;
    const shown = national.slice(parsed.countryCallingCode === '1' ? -4 : -3);
    return `+${parsed.countryCallingCode} ${HIDDEN_GROUP} ${HIDDEN_GROUP} ${shown}`;
  } catch {
    return `${HIDDEN_GROUP} ${HIDDEN_GROUP} ${number.replace(/\D/g, '').slice(-2)}`;
  }
}

/**
 * The number as the field shows it while it is typed (spec section 5: three digits, three
 * digits, four digits): AsYouType of the country picked, '(201) 555-0123' for the US and Canada,
 * '612 34 56 78' for Spain, '+1 201 555 0123' when typed with its calling code. A number it
 * cannot place is left as typed.
 */
export function formatPhoneAsTyped({
  value,
  country = DEFAULT_PHONE_COUNTRY,
}: {
  value: string;
  country?: PhoneCountry;
}): string {
  if (value.trim() === '') return value;
  return new AsYouType(country).input(value) || value;
}
