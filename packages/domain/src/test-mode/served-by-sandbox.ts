import type { CardGateway, PaymentProvider } from '../vocabulary/index.js';

/**
 * Whether a place's money goes to an embedded sandbox, which plays a payment service and takes
 * no real money (docs/decisions/073): a card kind served by the card sandbox, or the
 * signed-redirect kind while no real gateway serves it: neither the server's own (REDSYS_*) nor
 * the place's own merchant (its operator file's payment.account, issue 25). Free and external
 * places take no money here at all.
 */
export function isServedBySandbox({
  paymentProvider,
  paymentGateway,
  realRedirectGateway,
  ownAccount = false,
}: {
  paymentProvider: PaymentProvider;
  paymentGateway: CardGateway;
  /** A real gateway serves the signed-redirect kind (REDSYS_* set). */
  realRedirectGateway: boolean;
  /** The place names its own processor account (a real merchant, never the sandbox). */
  ownAccount?: boolean;
}): boolean {
  switch (paymentProvider) {
    case 'CARD_INTENT':
    case 'CARD_CLIENT_SECRET':
      return paymentGateway === 'SANDBOX';
    case 'REGIONAL_REDIRECT':
      return !realRedirectGateway && !ownAccount;
    default:
      return false;
  }
}
