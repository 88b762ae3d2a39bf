import type { RedirectSignedParams } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import type { RedirectGateway, RedirectGatewayAnswer } from '#api/redirect-gateways/index.js';
import { currencyNumeric } from '#api/redirect-gateways/index.js';
import type { RedirectDeps } from './deps.js';
import { redirectErrors } from './errors.js';
import { lockOrderByNumber, type RedirectOrderRow } from './repository.js';

/** A gateway's answer whose signature and contents are verified, and the gateway that sent it. */
export type VerifiedAnswer = { gateway: RedirectGateway; answer: RedirectGatewayAnswer };

/**
 * The one verification of a gateway answer, for the notification and the return alike: the
 * signature is a configured gateway's, and what it signed is of the gateway's shapes (a bad
 * field is named). Pure: a forged answer or bad contents are a 400 before any database call,
 * not even a transaction (decision 069).
 */
export function verifiedAnswer(deps: RedirectDeps, params: RedirectSignedParams): VerifiedAnswer {
  for (const gateway of deps.gateways.candidatesFor(params)) {
    const verified = gateway.verify(params);
    if (!verified) continue;
    if (verified.kind === 'bad-contents') throw redirectErrors.badContents(verified.field);
    return { gateway, answer: verified.answer };
  }
  throw redirectErrors.forged();
}

/**
 * The order a verified answer is about, locked (call it inside the transaction that acts on
 * it): ours, signed by the very gateway whose key signed the answer (the server's, the sandbox
 * or that place's own merchant: another merchant's key never answers for it), with the amount,
 * currency and terminal we signed. Anything else is 400.
 */
export async function lockAnsweredOrder(
  deps: Pick<RedirectDeps, 'gateways'>,
  tx: Database,
  { gateway, answer }: VerifiedAnswer,
): Promise<{ order: RedirectOrderRow; answer: RedirectGatewayAnswer }> {
  const order = await lockOrderByNumber(tx, answer.merchantCode, answer.order);
  const matches =
    order !== undefined &&
    deps.gateways.ofOrder(order) === gateway &&
    order.amountMinor === answer.amountMinor &&
    currencyNumeric(order.currencyCode) === answer.currencyNumeric &&
    Number(order.terminal) === Number(answer.terminal);
  if (!matches) throw redirectErrors.unknownOrder();
  return { order, answer };
}
