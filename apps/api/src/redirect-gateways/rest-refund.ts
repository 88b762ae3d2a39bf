import { type CurrencyNum, createRedsysAPI, GatewayError } from 'redsys-easy';
import type { RedirectRefundAnswer, RedirectRefundRequest } from './redirect-gateway.js';

/** Ds_Response of an accepted refund or confirmation. */
const REFUND_ACCEPTED = '0900';
/** "The amount to return is more than allowed": the order has nothing left to give back. */
const NOTHING_LEFT_TO_REFUND = 'SIS0057';
const REFUND_TIMEOUT_MS = 15_000;

/**
 * A refund through the gateway's REST trataPeticion (transaction type 3), signed and verified by
 * redsys-easy: the real gateway's endpoint, or the sandbox's own (sandbox/rest-routes.ts), which
 * speaks the same protocol. `restUrl` is read per call: the sandbox's is this instance's bound
 * address, known only once it listens.
 */
export function restRefund(config: {
  secretKey: string;
  merchantCode: string;
  terminal: string;
  restUrl: () => string;
}): (request: RedirectRefundRequest) => Promise<RedirectRefundAnswer> {
  return async (request) => {
    const url = config.restUrl();
    const api = createRedsysAPI({
      secretKey: config.secretKey,
      urls: { redirect: url, restTrataPeticion: url, restIniciaPeticion: url },
      fetch: (input, init) =>
        // A gateway that does not answer is asked again later, not waited on for minutes.
        fetch(input as string, {
          ...(init as RequestInit),
          signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
        }) as never,
    });
    try {
      const answer = await api.restTrataPeticion({
        DS_MERCHANT_TRANSACTIONTYPE: '3',
        DS_MERCHANT_MERCHANTCODE: config.merchantCode,
        DS_MERCHANT_TERMINAL: config.terminal,
        DS_MERCHANT_ORDER: request.order,
        DS_MERCHANT_AMOUNT: String(request.amountMinor),
        DS_MERCHANT_CURRENCY: request.currencyNumeric as CurrencyNum,
      });
      // redsys-easy has checked the signature, which covers the order it names.
      if (answer.Ds_Order !== request.order) {
        throw new Error(`The gateway answered a refund of ${request.order} for ${answer.Ds_Order}`);
      }
      const code = String(answer.Ds_Response ?? '');
      return code === REFUND_ACCEPTED ? { status: 'refunded', code } : { status: 'refused', code };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      const code = error.code ?? 'unknown';
      return code === NOTHING_LEFT_TO_REFUND
        ? { status: 'refunded', code }
        : { status: 'refused', code };
    }
  };
}
