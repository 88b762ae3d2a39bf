import type { RedirectGateway } from './redirect-gateway.js';
import { createRedsysGateway, type RedsysConfig, redsysPageUrl } from './redsys/gateway.js';
import { createSandboxRedirectGateway } from './sandbox/gateway.js';

export type RedirectGatewayConfig = {
  /** Set (REDSYS_* variables): REGIONAL_REDIRECT places pay through the real gateway. */
  redsys: RedsysConfig | undefined;
  /** The embedded sandbox's merchant secret (REDIRECT_SANDBOX_SECRET). */
  sandboxSecret: string;
};

export type RedirectGateways = {
  /** The gateway new payments go to. */
  current: RedirectGateway;
  /** The gateway that signed an order (its `gateway` column), to verify its answers. */
  byKind(kind: string): RedirectGateway | undefined;
  sandbox: RedirectGateway;
};

/**
 * One gateway per instance, chosen by the environment (docs/decisions/059 says why).
 * `sandboxBaseUrl`: this instance's own address, where the sandbox's REST endpoint answers.
 */
export function createRedirectGateways(
  config: RedirectGatewayConfig,
  sandboxBaseUrl: () => string,
): RedirectGateways {
  const sandbox = createSandboxRedirectGateway({
    secret: config.sandboxSecret,
    baseUrl: sandboxBaseUrl,
  });
  const redsys = config.redsys ? createRedsysGateway(config.redsys) : undefined;
  return {
    current: redsys ?? sandbox,
    sandbox,
    byKind: (kind) => (kind === 'REDSYS' ? redsys : kind === 'SANDBOX' ? sandbox : undefined),
  };
}

/**
 * The origins the web app's form may be posted to (CSP form-action): the real gateway's when
 * it is configured; the sandbox's page is on our own origin ('self').
 */
export function gatewayFormOrigins(config: RedirectGatewayConfig): string[] {
  return config.redsys ? [new URL(redsysPageUrl(config.redsys.environment)).origin] : [];
}
