import type { PaymentAccount, VariableReader } from '@parking/domain/operator-file';
import { createRedsysAccounts } from './accounts.js';
import type { RedirectGateway } from './redirect-gateway.js';
import {
  createRedsysGateway,
  type RedsysMerchant,
  type RedsysSite,
  redsysPageUrl,
} from './redsys/gateway.js';
import { createSandboxRedirectGateway } from './sandbox/gateway.js';
import { decodeEnvelope } from './signature.js';

export type RedirectGatewayConfig = {
  /** Set (REDSYS_* variables): REGIONAL_REDIRECT places pay through the real gateway. */
  redsys: RedsysMerchant | undefined;
  /** REDSYS_ENVIRONMENT (and REDSYS_API_BASE): the server's merchant's and places' own. */
  site: RedsysSite;
  /** The embedded sandbox's merchant secret (REDIRECT_SANDBOX_SECRET). */
  sandboxSecret: string;
  /**
   * Keys anyone may sign with (the gateway's published test key, the sandbox's secret): outside
   * sandbox mode a merchant keyed by one takes no money (decision 073). Empty in sandbox mode.
   */
  keysAnyoneHas: readonly string[];
};

/** What an order keeps of the gateway that signed it. */
type SignedOrder = { gateway: string; paymentAccount: PaymentAccount | null };

export type RedirectGateways = {
  /**
   * The gateway a place's new payments go to: its own merchant when it names one (undefined
   * when that merchant's variables are not set), else the server's (Redsys, or the sandbox).
   */
  forPlace(account: PaymentAccount | null): RedirectGateway | undefined;
  /** The gateway that signed an order, to verify its answers and ask for its refunds. */
  ofOrder(order: SignedOrder): RedirectGateway | undefined;
  /**
   * The gateways whose signature an answer may carry: those of the merchant code and terminal
   * it says it is for (read, not trusted: the signature decides), else the server's own. An
   * answer naming one merchant and signed with another's key is a forgery, found in memory.
   */
  candidatesFor(params: { Ds_MerchantParameters: string }): RedirectGateway[];
  /** Builds the gateways of these accounts (the database's), so their answers are recognised. */
  know(accounts: readonly PaymentAccount[]): void;
  /** Whether any place's own merchant is known: the CSP then lets the form go to the gateway. */
  hasOwnMerchants(): boolean;
  sandbox: RedirectGateway;
};

/**
 * The server's gateway is chosen by the environment (docs/decisions/059 says why); a place may
 * name its own merchant instead (decision 093). `sandboxBaseUrl`: this instance's own address,
 * where the sandbox's REST endpoint answers. `variable` reads the places' accounts' variables.
 */
export function createRedirectGateways(
  config: RedirectGatewayConfig,
  sandboxBaseUrl: () => string,
  variable: VariableReader,
): RedirectGateways {
  const sandbox = createSandboxRedirectGateway({
    secret: config.sandboxSecret,
    baseUrl: sandboxBaseUrl,
  });
  const redsys = config.redsys
    ? createRedsysGateway({ ...config.redsys, ...config.site })
    : undefined;
  const server = redsys ?? sandbox;
  const accounts = createRedsysAccounts(config.site, variable, config.keysAnyoneHas);
  const byKind = (kind: string) =>
    kind === 'REDSYS' ? redsys : kind === 'SANDBOX' ? sandbox : undefined;
  return {
    sandbox,
    forPlace: (account) => (account ? accounts.gatewayOf(account) : server),
    ofOrder: (order) =>
      order.paymentAccount
        ? order.gateway === 'REDSYS'
          ? accounts.gatewayOf(order.paymentAccount)
          : undefined
        : byKind(order.gateway),
    candidatesFor(params) {
      const fields = decodeEnvelope(params.Ds_MerchantParameters);
      const said = (name: string) =>
        Object.entries(fields ?? {})
          .find(([key]) => key.toLowerCase() === name)?.[1]
          ?.trim();
      const merchantCode = said('ds_merchantcode');
      const terminal = Number(said('ds_terminal'));
      const all = [server, sandbox, ...accounts.gateways()];
      const named = all.filter(
        (g) => g.merchantCode === merchantCode && Number(g.terminal) === terminal,
      );
      // A merchant of no gateway (or of bad contents) is the server's to verify: its signature
      // decides between a forgery and bad contents to name (decision 069).
      return [...new Set(named.length > 0 ? named : [server, sandbox])];
    },
    know(known) {
      for (const account of known) accounts.gatewayOf(account);
    },
    hasOwnMerchants: () => accounts.gateways().length > 0,
  };
}

/**
 * The origins the web app's form may be posted to (CSP form-action) when a real merchant serves
 * a place (REDSYS_*, or a place's own: `hasOwnMerchants`): the gateway's site; the sandbox's
 * page is on our own origin ('self').
 */
export function gatewayFormOrigins(config: RedirectGatewayConfig): string[] {
  return [new URL(redsysPageUrl(config.site)).origin];
}

/**
 * Whether the server's own merchant (REDSYS_*) takes real money: set, and keyed by a secret that
 * is not one anyone has (decision 073). Otherwise its places are the sandbox's.
 */
export const serverRedsysTakesMoney = (config: RedirectGatewayConfig) =>
  config.redsys !== undefined && !config.keysAnyoneHas.includes(config.redsys.secretKey);
