import { OPTIONAL_SHAPES, REQUIRED_SHAPES } from './answer-shapes.js';
import { ENVELOPE_FIELD_NAME, ENVELOPE_MAX_FIELDS, EnvelopeTextSchema } from './envelope-fields.js';
import type { RedirectGatewayAnswer, VerifiedAnswer } from './redirect-gateway.js';

/** Ds_Response of an answer the payer cancelled on the gateway's page (the gateway's guide). */
export const PAYER_CANCELLED_RESPONSE = '9915';

/** Ds_Response 0000 to 0099: authorised (the gateway's guide); anything else is a refusal. */
function isAuthorised(response: string): boolean {
  return /^\d{1,4}$/.test(response) && Number(response) <= 99;
}

/** Ds_Card_Brand codes the gateway sends, as our card brand names. */
const CARD_BRANDS: Record<string, string> = { '1': 'visa', '2': 'mastercard', '8': 'amex' };

const bad = (field: string): VerifiedAnswer => ({ kind: 'bad-contents', field });

/**
 * The first field that is not plain text of bounded length (envelope-fields.ts), or that
 * repeats another's name in another case (names are read whatever their case: 'Ds_Order' and
 * 'DS_ORDER' together would leave which order was signed to the reader), if any.
 */
function badText(fields: Record<string, string>): VerifiedAnswer | null {
  const entries = Object.entries(fields);
  if (entries.length > ENVELOPE_MAX_FIELDS) return bad('number of fields');
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    // A name of another shape is not repeated: it is the sender's text, not the gateway's.
    if (!ENVELOPE_FIELD_NAME.test(name)) return bad('field name');
    if (seen.has(name.toLowerCase())) return bad(name);
    seen.add(name.toLowerCase());
    if (!EnvelopeTextSchema.safeParse(value).success) return bad(name);
  }
  return null;
}

/**
 * The answer out of the decoded fields of an answer whose signature is the gateway's (names as
 * the gateway writes them, whatever their case), or the first field that is missing, not plain
 * text, or not of the gateway's shape (decision 069): bad contents, which the caller refuses
 * with a 400 naming it, before any database call.
 */
export function readAnswer(fields: Record<string, string>): VerifiedAnswer {
  const textProblem = badText(fields);
  if (textProblem) return textProblem;
  const byName = new Map(
    Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const get = (name: string) => byName.get(name.toLowerCase())?.trim() ?? '';
  for (const [name, shape] of Object.entries(REQUIRED_SHAPES)) {
    if (!shape.test(get(name))) return bad(name);
  }
  for (const [name, isShaped] of Object.entries(OPTIONAL_SHAPES)) {
    const value = get(name);
    if (value !== '' && !isShaped(value)) return bad(name);
  }
  const response = get('Ds_Response');
  const cardNumber = get('Ds_Card_Number');
  const answer: RedirectGatewayAnswer = {
    order: get('Ds_Order'),
    amountMinor: Number(get('Ds_Amount')),
    currencyNumeric: get('Ds_Currency'),
    response: response.padStart(4, '0'),
    authorised: isAuthorised(response),
    authorisationCode: get('Ds_AuthorisationCode') || null,
    merchantCode: get('Ds_MerchantCode'),
    terminal: get('Ds_Terminal'),
    cardBrand: CARD_BRANDS[get('Ds_Card_Brand')] ?? null,
    lastFourDigits: /\d{4}$/.exec(cardNumber)?.[0] ?? null,
  };
  return { kind: 'answer', answer };
}
