import {
  type GenerateStayPaymentBody,
  PENDING_PAYMENT_VALIDITY_MS,
  type RedirectPaymentStart,
  stayAmountOf,
  stayStatusAt,
} from '@parking/domain';
import { currencyNumeric } from '#api/redirect-gateways/index.js';
import { keyOfHash, mintPayerKey, type PayerKey } from '../payment/index.js';
import { findPricedStay } from '../stay/index.js';
import type { RedirectDeps } from './deps.js';
import { redirectErrors } from './errors.js';
import { newOrderNumber } from './order-number.js';
import { findReusableOrder, insertOrder, type RedirectOrderRow } from './repository.js';

/**
 * POST /api/redirect/generate-payment-by-session: prices the stay now (the server decides the
 * amount), keeps a redirect order for it and signs the form the browser posts to the gateway.
 * Under the stay's row lock, a live order of the same stay and amount is reused for the caller
 * that sent its payer key (`payerKeys`, X-Payer-Key), so that device's repeated clicks make one
 * order; anyone else, who may have the session id from the plate, gets an order of their own:
 * the order id opens the ticket, card and invoice (issue 22). `origin` is where the browser
 * comes back and the gateway notifies.
 */
export async function generateRedirectPayment(
  deps: RedirectDeps,
  body: GenerateStayPaymentBody,
  origin: string,
  payerKeys: readonly PayerKey[],
): Promise<RedirectPaymentStart> {
  const now = deps.now();
  const { order, stay, payerKey } = await deps.db.transaction(async (tx) => {
    const stay = await findPricedStay(tx, body.sessionId, {
      forUpdate: true,
      sandboxMoney: deps.sandboxMoney,
    });
    if (!stay || stay.customerId !== body.customerId) throw redirectErrors.sessionNotFound();
    if (stay.paymentProvider !== 'REGIONAL_REDIRECT') throw redirectErrors.providerNotSupported();
    const gateway = deps.gateways.forPlace(stay.paymentAccount);
    if (!gateway) throw redirectErrors.gatewayNotConfigured();
    const status = stayStatusAt({ ...stay, at: now });
    if (status.status === 'LEFT' || status.amountDueMinor === 0)
      throw redirectErrors.nothingToPay();
    if (!currencyNumeric(stay.currencyCode)) throw redirectErrors.currencyNotSupported();
    const amountMinor = status.amountDueMinor;
    const reusable = await findReusableOrder(tx, {
      stayId: stay.id,
      amountMinor,
      gateway: gateway.kind,
      merchantCode: gateway.merchantCode,
      now,
      payerKeyHashes: payerKeys.map(({ hash }) => hash),
    });
    if (reusable) {
      return { order: reusable, stay, payerKey: keyOfHash(payerKeys, reusable.payerKeyHash) };
    }
    const payer = mintPayerKey();
    for (let attempt = 0; attempt < 5; attempt++) {
      const order = await insertOrder(tx, {
        orderNumber: newOrderNumber(),
        stayId: stay.id,
        customerId: stay.customerId,
        placeId: stay.placeId,
        gateway: gateway.kind,
        merchantCode: gateway.merchantCode,
        terminal: gateway.terminal,
        paymentAccount: stay.paymentAccount,
        amountMinor,
        currencyCode: stay.currencyCode,
        pricedUntil: status.pricedAt,
        locale: body.locale ?? 'es-ES',
        expiresAt: new Date(now.getTime() + PENDING_PAYMENT_VALIDITY_MS),
        payerKeyHash: payer.hash,
      });
      if (order) return { order, stay, payerKey: payer.key };
    }
    throw new Error('no free redirect order number after 5 draws');
  });
  const started = start(deps, order, { plate: stay.plate, placeName: stay.placeName }, origin);
  return payerKey ? { ...started, payerKey } : started;
}

function start(
  deps: RedirectDeps,
  order: RedirectOrderRow,
  stay: { plate: string | null; placeName: string },
  origin: string,
): RedirectPaymentStart {
  const gateway = deps.gateways.ofOrder(order);
  if (!gateway) throw redirectErrors.gatewayNotConfigured();
  const back = `${origin}/access-control/${order.customerId}/ticket-paid`;
  const english = order.locale.startsWith('en');
  const params = gateway.sign({
    order: order.orderNumber,
    amountMinor: order.amountMinor,
    currencyNumeric: currencyNumeric(order.currencyCode) ?? '',
    merchantUrl: gateway.notificationUrl(origin),
    urlOk: back,
    urlKo: back,
    description: `${english ? 'Stay' : 'Estancia'} ${stay.plate ?? ''} · ${stay.placeName}`,
    merchantName: stay.placeName,
    consumerLanguage: english ? '2' : '1',
  });
  return {
    orderId: order.id,
    gatewayUrl: gateway.paymentPageUrl(origin),
    params,
    amount: stayAmountOf(order.amountMinor),
    amountMinor: order.amountMinor,
    currencyCode: order.currencyCode,
  };
}
