import type { PaymentAccount, VariableReader } from '@parking/domain/operator-file';
import type { RedirectGateway } from './redirect-gateway.js';
import { createRedsysGateway, type RedsysSite } from './redsys/gateway.js';
import { REDSYS_MERCHANT_SHAPES } from './redsys/merchant-shapes.js';

/**
 * The Redsys gateways of places' own merchants (issue 25), each built the first time it is
 * needed from the environment variables the operator file names, and kept: one per distinct
 * account, so the same object signs an order and verifies its answers (verify-answer.ts compares
 * them). An account whose variables are unset, or hold values not of a merchant's shapes, has
 * none: the place is refused as an unconfigured gateway is. Shapes matter beyond typos: the
 * merchant code and terminal are written into the form every driver's browser posts, so a
 * variable holding anything else (DATABASE_URL, another secret) would be shown to the world.
 * Outside sandbox mode a key anyone has (`keysAnyoneHas`) is refused the same way.
 */
export function createRedsysAccounts(
  site: RedsysSite,
  variable: VariableReader,
  keysAnyoneHas: readonly string[],
) {
  const built = new Map<string, RedirectGateway | undefined>();
  function gatewayOf(account: PaymentAccount): RedirectGateway | undefined {
    const { merchantCode, terminal, secretKey } = account;
    if (!merchantCode || !terminal || !secretKey) return undefined;
    // By the variables' names: the values of a running process's environment do not change.
    const key = `${merchantCode}\n${terminal}\n${secretKey}`;
    if (built.has(key)) return built.get(key);
    const merchant = {
      merchantCode: variable(merchantCode) ?? '',
      terminal: variable(terminal) ?? '',
      secretKey: variable(secretKey) ?? '',
    };
    const fits =
      REDSYS_MERCHANT_SHAPES.merchantCode.test(merchant.merchantCode) &&
      REDSYS_MERCHANT_SHAPES.terminal.test(merchant.terminal) &&
      REDSYS_MERCHANT_SHAPES.secretKey.test(merchant.secretKey) &&
      // A published key (or the sandbox's) lets anyone sign a payment: free exits.
      !keysAnyoneHas.includes(merchant.secretKey);
    const gateway = fits ? createRedsysGateway({ ...merchant, ...site }) : undefined;
    built.set(key, gateway);
    return gateway;
  }
  return {
    gatewayOf,
    /** Every account built so far that has a gateway. */
    gateways: (): RedirectGateway[] =>
      [...built.values()].filter((gateway): gateway is RedirectGateway => gateway !== undefined),
  };
}
