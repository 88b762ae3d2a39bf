import type { RedirectSignedParams } from '@parking/domain';
import { readAnswer } from './answer.js';
import type { VerifiedAnswer } from './redirect-gateway.js';
import {
  decodeEnvelope,
  decodeParameters,
  isValidSignature,
  SIGNATURE_VERSION,
} from './signature.js';

/** Longer than any order number: the key is the order encrypted, so bounded before that. */
const ORDER_AT_MOST = 64;

/**
 * The gateway's answer out of its signed parameters, when the signature is the gateway's for
 * the order the parameters name (the key is per order, so the order is read first, then
 * checked by the signature itself). The contents are checked after the signature: bad contents
 * the gateway signed are named (a 400 that says which field), anything unsigned is null.
 */
export function verifySignedAnswer(
  secret: string,
  params: RedirectSignedParams,
): VerifiedAnswer | null {
  if (params.Ds_SignatureVersion !== SIGNATURE_VERSION) return null;
  const fields = decodeEnvelope(params.Ds_MerchantParameters);
  if (!fields) return null;
  const orderName = Object.keys(fields).find((name) => name.toLowerCase() === 'ds_order');
  const order = orderName === undefined ? undefined : fields[orderName]?.trim();
  if (!order || order.length > ORDER_AT_MOST) return null;
  const genuine = isValidSignature(
    secret,
    order,
    params.Ds_MerchantParameters,
    params.Ds_Signature,
  );
  return genuine ? readAnswer(fields) : null;
}

/**
 * A merchant request's DS_MERCHANT_* fields when `secret` signs it for the order it names
 * (the sandbox's hosted page and REST interface); null for anything forged or malformed.
 */
export function verifySignedRequest(
  secret: string,
  params: RedirectSignedParams,
): Record<string, string> | null {
  if (params.Ds_SignatureVersion !== SIGNATURE_VERSION) return null;
  const fields = decodeParameters(params.Ds_MerchantParameters);
  const order = fields?.DS_MERCHANT_ORDER;
  if (!fields || !order) return null;
  const genuine = isValidSignature(
    secret,
    order,
    params.Ds_MerchantParameters,
    params.Ds_Signature,
  );
  return genuine ? fields : null;
}
