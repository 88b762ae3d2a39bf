import type { RedirectGateway } from '../redirect-gateway.js';
import { requestParameters } from '../request-parameters.js';
import { restRefund } from '../rest-refund.js';
import { encodeParameters, SIGNATURE_VERSION, signParameters } from '../signature.js';
import { verifySignedAnswer } from '../verify-signed.js';

/** The sandbox's merchant: the code and terminal of the gateway's published test merchant. */
export const SANDBOX_MERCHANT = { merchantCode: '999008881', terminal: '1' } as const;

const SANDBOX_PAGE_PATH = '/api/sandbox-redirect/pay';
/** The sandbox's REST endpoint (refunds), at the path the real gateway uses under /sis. */
const SANDBOX_REST_PATH = '/api/sandbox-redirect/rest/trataPeticionREST';
export const NOTIFICATION_PATH = '/api/redirect/notification';

/**
 * The embedded signed-redirect gateway (the default, offline): its hosted page and REST endpoint
 * are ours (sandbox/routes.ts) and it signs with `secret`, as the real gateway signs with the
 * merchant's. Refunds go to the REST endpoint of this instance (`baseUrl`, its bound address).
 */
export function createSandboxRedirectGateway({
  secret,
  baseUrl,
}: {
  secret: string;
  baseUrl: () => string;
}): RedirectGateway {
  return {
    kind: 'SANDBOX',
    ...SANDBOX_MERCHANT,
    paymentPageUrl: (origin) => `${origin}${SANDBOX_PAGE_PATH}`,
    notificationUrl: (origin) => `${origin}${NOTIFICATION_PATH}`,
    sign(request) {
      const parameters = encodeParameters(requestParameters(request, SANDBOX_MERCHANT));
      return {
        Ds_SignatureVersion: SIGNATURE_VERSION,
        Ds_MerchantParameters: parameters,
        Ds_Signature: signParameters(secret, request.order, parameters),
      };
    },
    verify: (params) => verifySignedAnswer(secret, params),
    refund: restRefund({
      secretKey: secret,
      ...SANDBOX_MERCHANT,
      restUrl: () => `${baseUrl()}${SANDBOX_REST_PATH}`,
    }),
  };
}
