import type { RedirectSignedParams } from '@parking/domain';
import { readAnswer } from './answer.js';
import type { RedirectGatewayAnswer } from './redirect-gateway.js';
import { decodeParameters, isValidSignature, SIGNATURE_VERSION } from './signature.js';

/**
 * The gateway's answer out of its signed parameters, when the signature is the gateway's for
 * the order the parameters name (the key is per order, so the order is read first, then
 * checked by the signature itself); null for anything forged, unknown or malformed.
 */
export function verifySignedAnswer(
  secret: string,
  params: RedirectSignedParams,
): RedirectGatewayAnswer | null {
  if (params.Ds_SignatureVersion !== SIGNATURE_VERSION) return null;
  const fields = decodeParameters(params.Ds_MerchantParameters);
  const answer = fields && readAnswer(fields);
  if (!answer) return null;
  const genuine = isValidSignature(
    secret,
    answer.order,
    params.Ds_MerchantParameters,
    params.Ds_Signature,
  );
  return genuine ? answer : null;
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
