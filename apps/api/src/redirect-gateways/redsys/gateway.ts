import {
  type CurrencyNum,
  createRedsysAPI,
  type LanguageNum,
  PRODUCTION_URLS,
  SANDBOX_URLS,
} from 'redsys-easy';
import { readAnswer } from '../answer.js';
import type { RedirectGateway } from '../redirect-gateway.js';
import { requestParameters } from '../request-parameters.js';
import { restRefund } from '../rest-refund.js';
import { NOTIFICATION_PATH } from '../sandbox/gateway.js';

/** One merchant's terminal: the server's own (REDSYS_*) or a place's (its operator file). */
export type RedsysMerchant = {
  merchantCode: string;
  terminal: string;
  /** The merchant's SHA-256 secret (base64, 24 bytes) from the gateway's back office. */
  secretKey: string;
};

/** Which of the gateway's sites every merchant of this server talks to. */
export type RedsysSite = {
  environment: 'test' | 'live';
  /**
   * REDSYS_API_BASE, for tests: a Redsys-compatible server at this address (its /sis/… paths)
   * in place of the gateway's own.
   */
  apiBase?: string | undefined;
};

export type RedsysConfig = RedsysMerchant & RedsysSite;

/**
 * The real gateway through redsys-easy (maintained; runs on Node 20): it builds and signs the
 * redirect form, verifies the gateway's answers and asks its REST interface for refunds. Its signature is the one signature.ts
 * implements (redsys/gateway.test.ts checks they agree).
 */
function urlsOf(site: RedsysSite) {
  if (!site.apiBase) return site.environment === 'live' ? PRODUCTION_URLS : SANDBOX_URLS;
  return {
    redirect: `${site.apiBase}/sis/realizarPago`,
    restTrataPeticion: `${site.apiBase}/sis/rest/trataPeticionREST`,
    restIniciaPeticion: `${site.apiBase}/sis/rest/iniciaPeticionREST`,
  };
}

/** The gateway's hosted payment page on that site. */
export const redsysPageUrl = (site: RedsysSite) => urlsOf(site).redirect;

export function createRedsysGateway(config: RedsysConfig): RedirectGateway {
  const urls = urlsOf(config);
  const api = createRedsysAPI({ secretKey: config.secretKey, urls });
  const merchant = { merchantCode: config.merchantCode, terminal: config.terminal };
  return {
    kind: 'REDSYS',
    ...merchant,
    paymentPageUrl: () => urls.redirect,
    notificationUrl: (origin) => `${origin}${NOTIFICATION_PATH}`,
    sign(request) {
      const fields = requestParameters(request, merchant);
      const { body } = api.createRedirectForm({
        ...fields,
        // Our request's values are of these sets; the library types them as unions.
        DS_MERCHANT_CURRENCY: fields.DS_MERCHANT_CURRENCY as CurrencyNum,
        DS_MERCHANT_CONSUMERLANGUAGE: fields.DS_MERCHANT_CONSUMERLANGUAGE as LanguageNum,
      });
      return {
        Ds_SignatureVersion: body.Ds_SignatureVersion,
        Ds_MerchantParameters: body.Ds_MerchantParameters,
        Ds_Signature: body.Ds_Signature,
      };
    },
    verify(params) {
      try {
        const fields = api.processRestNotification(params) as unknown as Record<string, unknown>;
        const strings = Object.fromEntries(
          Object.entries(fields).map(([name, value]) => [name, String(value ?? '')]),
        );
        // Its signature is checked by now: bad contents are named (decision 069).
        return readAnswer(strings);
      } catch {
        // redsys-easy throws on a bad signature, an unknown version or malformed parameters.
        return null;
      }
    },
    refund: restRefund({
      secretKey: config.secretKey,
      ...merchant,
      restUrl: () => urls.restTrataPeticion,
    }),
  };
}
