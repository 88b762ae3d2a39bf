import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { globalPlugin } from './global-plugin.js';

/**
 * A strict policy for the web app: everything from our own origin, images also from https
 * (operator logos), nothing inline. /api/docs replaces it with swagger-ui's own policy
 * (see plugins/docs.ts). Card processors' scripts and frames are added by name, and only when
 * that processor serves a place (STRIPE_SOURCES).
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * What Stripe.js needs (docs.stripe.com/security/guide#content-security-policy). The Express
 * Checkout Element (Apple Pay, Google Pay) draws its buttons in frames of js.stripe.com's
 * subdomains, hence `*.js.stripe.com`; the wallets' own sheets open from inside those frames
 * (or the device), under Stripe's policy, not ours. maps.googleapis.com is only for Stripe's
 * address autocomplete, which we do not use (docs/decisions/050).
 */
const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

type PolicyOptions = { stripe?: boolean; formActions?: readonly string[] };

function contentSecurityPolicy({ stripe = false, formActions = [] }: PolicyOptions) {
  // The signed-redirect kind posts a form to its gateway's hosted page (decision 059).
  const formAction = [...CONTENT_SECURITY_POLICY.formAction, ...formActions];
  if (!stripe) return { ...CONTENT_SECURITY_POLICY, formAction };
  return {
    ...CONTENT_SECURITY_POLICY,
    formAction,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...STRIPE_SOURCES.scriptSrc],
    frameSrc: [...CONTENT_SECURITY_POLICY.frameSrc, ...STRIPE_SOURCES.frameSrc],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...STRIPE_SOURCES.connectSrc],
  };
}

const NOT_SECURITY_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The headers @fastify/helmet sets with our options, read once from a throwaway instance.
 * @fastify/helmet rebuilds the whole helmet middleware on every request, which cut the place
 * endpoint's throughput by about two thirds in bench/place-endpoint.ts; our headers never vary
 * per request (no CSP nonces), so helmet decides them once and a hook copies them.
 */
export async function helmetHeaders(options: PolicyOptions = {}): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
  });
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_SECURITY_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * `stripe` and `forms` say, per request, whether Stripe's sources and the gateway's
 * `formActions` belong in the policy: an operator file can give a place its own Stripe account
 * or Redsys merchant at any time, without a restart (decisions 089, 093). The four policies are
 * made once; a request only picks one.
 */
export const securityHeadersPlugin = globalPlugin<{
  stripe: () => boolean;
  formActions: readonly string[];
  forms: () => boolean;
}>('security-headers', async (app, { stripe, formActions, forms }) => {
  const policies = await Promise.all(
    [false, true].map((withStripe) =>
      Promise.all(
        [[], formActions].map((actions) =>
          helmetHeaders({ stripe: withStripe, formActions: actions }),
        ),
      ),
    ),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(policies[stripe() ? 1 : 0]?.[forms() ? 1 : 0] ?? {});
    done();
  });
});
