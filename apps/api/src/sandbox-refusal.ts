import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { findSandboxPlaces } from './db/queries/sandbox-places.js';
import { isLocalUrl } from './lib/local-url.js';
import { serverRedsysTakesMoney } from './redirect-gateways/index.js';

/** Places named in the refusal; the rest are counted (a long list hides the way out). */
const NAMED_PLACES = 20;

/**
 * Why this server must not start, or null (docs/decisions/073): a public server
 * (config.publicServer) whose places would be paid through an embedded sandbox, which takes no
 * real money and whose redirect key is published, while SANDBOX_PAYMENTS=on does not say so.
 * The driver would park for free and the gate would open.
 */
export async function sandboxRefusal(db: Database, config: Config): Promise<string | null> {
  if (config.sandboxPayments) return null;
  const places = await findSandboxPlaces(db, {
    realRedirectGateway: serverRedsysTakesMoney(config.redirect),
  });
  if (places.length === 0) return null;
  const named = places.slice(0, NAMED_PLACES).map((place) => `${place.name} (${place.id})`);
  if (places.length > NAMED_PLACES) named.push(`and ${places.length - NAMED_PLACES} more`);
  const why = !config.publicServer
    ? 'SANDBOX_PAYMENTS=off'
    : isLocalUrl(config.publicUrl)
      ? 'this server is public (NODE_ENV=production)'
      : `this server is public (PUBLIC_URL=${config.publicUrl})`;
  return [
    `Refusing to start: ${why} and these places are served by a payment sandbox, which takes no real money: ${named.join(', ')}.`,
    'Give them a real processor (STRIPE_* with payment_gateway STRIPE, REDSYS_*), or set SANDBOX_PAYMENTS=on to run a public test server on purpose.',
  ].join(' ');
}
