import { EnvelopeFieldsSchema } from './envelope-fields.js';
import type { RedirectGatewayAnswer } from './redirect-gateway.js';

/** Ds_Response 0000 to 0099: authorised (the gateway's guide); anything else is a refusal. */
function isAuthorised(response: string): boolean {
  return /^\d{1,4}$/.test(response) && Number(response) <= 99;
}

/** Ds_Card_Brand codes the gateway sends, as our card brand names. */
const CARD_BRANDS: Record<string, string> = { '1': 'visa', '2': 'mastercard', '8': 'amex' };

/**
 * The answer fields out of decoded Ds_MerchantParameters (names as the gateway writes them,
 * whatever their case); null when one that matters is missing or malformed, or any holds a
 * control character (decision 069).
 */
export function readAnswer(fields: Record<string, string>): RedirectGatewayAnswer | null {
  // The real gateway's fields come through its library, not decodeParameters: checked here too.
  const checked = EnvelopeFieldsSchema.safeParse(fields);
  if (!checked.success) return null;
  const byName = new Map(
    Object.entries(checked.data).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const get = (name: string) => byName.get(name.toLowerCase())?.trim() ?? '';
  const order = get('Ds_Order');
  const amount = get('Ds_Amount');
  const response = get('Ds_Response');
  if (!/^[0-9A-Za-z]{4,12}$/.test(order) || !/^\d{1,12}$/.test(amount)) return null;
  if (!/^\d{1,4}$/.test(response)) return null;
  const merchantCode = get('Ds_MerchantCode');
  const terminal = get('Ds_Terminal');
  const currencyNumeric = get('Ds_Currency');
  if (!/^\d{1,9}$/.test(merchantCode) || !/^\d{1,3}$/.test(terminal)) return null;
  if (!/^\d{3}$/.test(currencyNumeric)) return null;
  const cardNumber = get('Ds_Card_Number');
  return {
    order,
    amountMinor: Number(amount),
    currencyNumeric,
    response: response.padStart(4, '0'),
    authorised: isAuthorised(response),
    authorisationCode: get('Ds_AuthorisationCode') || null,
    merchantCode,
    terminal,
    cardBrand: CARD_BRANDS[get('Ds_Card_Brand')] ?? null,
    lastFourDigits: /\d{4}$/.exec(cardNumber)?.[0] ?? null,
  };
}
