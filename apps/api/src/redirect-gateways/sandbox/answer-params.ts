import type { RedirectSignedParams } from '@parking/domain';
import { encodeParameters, SIGNATURE_VERSION, signParameters } from '../signature.js';
import { SANDBOX_MERCHANT } from './gateway.js';

/** The request fields the sandbox answers from (decoded DS_MERCHANT_*). */
export type SandboxRequestFields = Record<string, string>;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The sandbox's signed answer for a request, as the real gateway writes one: Ds_* fields with
 * the date URL-encoded, signed in base64url. The notification and the return carry the same.
 */
export function sandboxAnswer(
  secret: string,
  request: SandboxRequestFields,
  outcome: {
    response: string;
    cardNumber: string | null;
    brand: string | null;
    /** '0' an authorisation (the hosted page's), '3' a refund (the REST interface's). */
    transactionType?: '0' | '3';
    /** The merchant answered for: the sandbox's own unless said (a test's stand-in gateway). */
    merchant?: { merchantCode: string; terminal: string };
  },
  now: Date,
): RedirectSignedParams {
  const order = request.DS_MERCHANT_ORDER ?? '';
  const authorised = Number(outcome.response) <= 99;
  const fields: Record<string, string> = {
    Ds_Date: encodeURIComponent(
      `${two(now.getUTCDate())}/${two(now.getUTCMonth() + 1)}/${now.getUTCFullYear()}`,
    ),
    Ds_Hour: encodeURIComponent(`${two(now.getUTCHours())}:${two(now.getUTCMinutes())}`),
    Ds_SecurePayment: authorised ? '1' : '0',
    Ds_Amount: request.DS_MERCHANT_AMOUNT ?? '',
    Ds_Currency: request.DS_MERCHANT_CURRENCY ?? '',
    Ds_Order: order,
    Ds_MerchantCode: (outcome.merchant ?? SANDBOX_MERCHANT).merchantCode,
    Ds_Terminal: (outcome.merchant ?? SANDBOX_MERCHANT).terminal,
    Ds_Response: outcome.response,
    Ds_TransactionType: outcome.transactionType ?? '0',
    Ds_MerchantData: '',
    Ds_AuthorisationCode: authorised ? String(100000 + (now.getTime() % 900000)) : '',
    Ds_ConsumerLanguage: request.DS_MERCHANT_CONSUMERLANGUAGE ?? '1',
  };
  if (outcome.cardNumber) {
    fields.Ds_Card_Number = `${outcome.cardNumber.slice(0, 6)}******${outcome.cardNumber.slice(-4)}`;
  }
  if (outcome.brand) fields.Ds_Card_Brand = outcome.brand;
  const parameters = encodeParameters(fields);
  const signature = Buffer.from(signParameters(secret, order, parameters), 'base64');
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: parameters,
    Ds_Signature: signature.toString('base64url'),
  };
}

/** The REST interface's signed answer to a refund of `request`'s order. */
export const sandboxRestAnswer = (
  secret: string,
  request: SandboxRequestFields,
  response: string,
  now: Date,
  merchant?: { merchantCode: string; terminal: string },
): RedirectSignedParams =>
  sandboxAnswer(
    secret,
    request,
    {
      response,
      cardNumber: null,
      brand: null,
      transactionType: '3',
      ...(merchant && { merchant }),
    },
    now,
  );
