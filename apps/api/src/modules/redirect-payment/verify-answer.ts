import type { RedirectSignedParams } from '@parking/domain';
import type { Database } from '../../db/client.js';
import type { RedirectGatewayAnswer } from '../../redirect-gateways/index.js';
import { currencyNumeric } from '../../redirect-gateways/index.js';
import type { RedirectDeps } from './deps.js';
import { redirectErrors } from './errors.js';
import { lockOrderByNumber, type RedirectOrderRow } from './repository.js';

/**
 * The one verification of a gateway answer, for the notification and the return alike: the
 * signature is a configured gateway's, the order is ours and was sent to that same gateway,
 * and the amount, currency and terminal are the ones we signed; what the gateway signed is
 * of the gateway's shapes (a bad field is named, before any database call). The order row comes back
 * locked (call it inside the transaction that acts on it). Anything else is 400.
 */
export async function verifiedOrder(
  deps: RedirectDeps,
  tx: Database,
  params: RedirectSignedParams,
): Promise<{ order: RedirectOrderRow; answer: RedirectGatewayAnswer }> {
  const { current, sandbox } = deps.gateways;
  const gateways = current === sandbox ? [current] : [current, sandbox];
  for (const gateway of gateways) {
    const verified = gateway.verify(params);
    if (!verified) continue;
    if (verified.kind === 'bad-contents') throw redirectErrors.badContents(verified.field);
    const { answer } = verified;
    const order = await lockOrderByNumber(tx, answer.merchantCode, answer.order);
    const matches =
      order !== undefined &&
      order.gateway === gateway.kind &&
      order.amountMinor === answer.amountMinor &&
      currencyNumeric(order.currencyCode) === answer.currencyNumeric &&
      Number(order.terminal) === Number(answer.terminal);
    if (!matches) throw redirectErrors.unknownOrder();
    return { order, answer };
  }
  throw redirectErrors.forged();
}
