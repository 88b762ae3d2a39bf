import { type RedirectSignedParams, RedirectSignedParamsSchema } from '@parking/domain';
import { formatMoney } from '@parking/domain/display';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/errors.js';
import type { WindowLimit } from '#api/lib/counters/counter-store.js';
import { gatewayBaseUrl, isOnOriginOf } from '#api/lib/public-origin.js';
import { registerRateLimit } from '#api/plugins/rate-limit.js';
import { PAYER_CANCELLED_RESPONSE } from '../answer.js';
import { currencyAlpha } from '../currency.js';
import { acceptFormBodies } from '../form-body.js';
import { verifySignedRequest } from '../verify-signed.js';
import { sandboxAnswer } from './answer-params.js';
import { NOTIFICATION_PATH } from './gateway.js';
import { hostedPage, refusedPage } from './page.js';
import { PAGE_CSS } from './page-style.js';
import { createPaidOrders } from './paid-orders.js';
import { type SandboxPageRequest, SandboxPageRequestSchema } from './request-fields.js';
import { sandboxRestRoutes } from './rest-routes.js';
import { SANDBOX_REDIRECT_CARDS } from './test-cards.js';

type Options = {
  secret: string;
  /** This instance's own address: the sandbox notifies only the server it runs in. */
  baseUrl: () => string;
  /** How long the slow test card's notification is held back. */
  slowNotificationMs: number;
  /** Card submissions of one address, as the card sandbox's (SANDBOX_REQUESTS_*). */
  requestsPerIp: WindowLimit;
  now?: () => Date;
  /** PUBLIC_URL: the one origin the page sends browsers back to (else a loopback Host's). */
  publicUrl: string | undefined;
};

/** The gateway's page again with a message, in the visitor's language (not an API error). */
const pageMessage = (fields: Record<string, string>, es: string, en: string) =>
  fields.DS_MERCHANT_CONSUMERLANGUAGE === '2' ? en : es;

const badRequest = () =>
  new AppError('REQUEST_NOT_SIGNED', 'The payment request is not signed by this merchant');

type Checked =
  | { kind: 'ok'; fields: SandboxPageRequest }
  /** Signed, but malformed or naming addresses off this merchant's origin: a page says so. */
  | { kind: 'refused'; lang: 'es' | 'en' };

/**
 * The request's DS_MERCHANT_* fields when it is this merchant's: signed with its key (else a
 * 400 error), of the gateway's shapes, and sending the browser back and the notification only
 * to `base`'s origin (decision 069). The key is public: anyone can sign a form that names their
 * own site, and the browser must not be taken there.
 */
function checkRequest(secret: string, params: RedirectSignedParams, base: string | null): Checked {
  const raw = verifySignedRequest(secret, params);
  if (!raw) throw badRequest();
  const lang = raw.DS_MERCHANT_CONSUMERLANGUAGE === '2' ? 'en' : 'es';
  const parsed = SandboxPageRequestSchema.safeParse(raw);
  if (!parsed.success || base === null) return { kind: 'refused', lang };
  const fields = parsed.data;
  const addresses = [
    fields.DS_MERCHANT_URLOK,
    fields.DS_MERCHANT_URLKO,
    fields.DS_MERCHANT_MERCHANTURL,
  ];
  return addresses.every((url) => isOnOriginOf(url, base))
    ? { kind: 'ok', fields }
    : { kind: 'refused', lang };
}

function view(fields: Record<string, string>, params: RedirectSignedParams, error: string | null) {
  const lang = fields.DS_MERCHANT_CONSUMERLANGUAGE === '2' ? 'en' : 'es';
  const currency = currencyAlpha(fields.DS_MERCHANT_CURRENCY ?? '') ?? 'EUR';
  const amount = formatMoney({
    amountMinor: Number(fields.DS_MERCHANT_AMOUNT ?? 0),
    currencyCode: currency,
    locale: lang === 'en' ? 'en-US' : 'es-ES',
  });
  const merchantName = fields.DS_MERCHANT_MERCHANTNAME ?? '';
  const description = fields.DS_MERCHANT_PRODUCTDESCRIPTION ?? '';
  return hostedPage({ params, merchantName, description, amount, lang, error });
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

async function notify(baseUrl: string, answer: RedirectSignedParams, log: FastifyBaseLogger) {
  try {
    const response = await fetch(`${baseUrl}${NOTIFICATION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(answer).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      log.warn({ status: response.status }, 'redirect sandbox notification refused');
  } catch (error) {
    log.warn({ err: error }, 'redirect sandbox notification failed');
  }
}

/**
 * The embedded signed-redirect gateway's hosted page (docs/decisions/059): POST pay takes the
 * merchant's signed form and shows the amount and a card field; POST pay/confirm charges a test
 * card, notifies the merchant server to server, then sends the browser back (303) to UrlOK or
 * UrlKO with the signed answer in the query, as the real gateway does. Its REST interface
 * (rest-routes.ts) refunds what it charged.
 */
export const sandboxRedirectRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  acceptFormBodies(app);
  await registerRateLimit(app, 'redirect-sandbox', { global: false });
  const { max, windowMs } = options.requestsPerIp;
  const baseOf = (request: FastifyRequest) => gatewayBaseUrl(request, options.publicUrl);
  const now = options.now ?? (() => new Date());
  const held = new Set<NodeJS.Timeout>();
  // As the real gateway refuses an order number it has already paid (its error SIS0051), so
  // two tabs holding the same order cannot both pay it.
  const paidOrders = createPaidOrders();
  const merchantCodeOf = (fields: Record<string, string>) => fields.DS_MERCHANT_MERCHANTCODE ?? '';
  const orderOf = (fields: Record<string, string>) => fields.DS_MERCHANT_ORDER ?? '';
  const alreadyPaid = (fields: Record<string, string>) =>
    paidOrders.isPaid(merchantCodeOf(fields), orderOf(fields))
      ? pageMessage(
          fields,
          'Este pedido ya está pagado (SIS0051): no se ha hecho ningún cargo.',
          'This order has already been paid (SIS0051): nothing was charged.',
        )
      : null;
  app.addHook('onClose', async () => {
    for (const timer of held) clearTimeout(timer);
  });
  await app.register(sandboxRestRoutes, { secret: options.secret, paidOrders, now });

  app.get('/page.css', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(PAGE_CSS),
  );

  app.post(
    '/pay',
    {
      schema: {
        summary: 'The sandbox gateway’s hosted payment page',
        tags: ['redirect sandbox'],
        body: RedirectSignedParamsSchema,
      },
    },
    (request, reply) => {
      const checked = checkRequest(options.secret, request.body, baseOf(request));
      if (checked.kind === 'refused') return sendHtml(reply, 400, refusedPage(checked.lang));
      const { fields } = checked;
      return sendHtml(reply, 200, view(fields, request.body, alreadyPaid(fields)));
    },
  );

  app.post(
    '/pay/confirm',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        summary: 'Pays (or cancels) on the sandbox gateway’s page, then returns to the merchant',
        tags: ['redirect sandbox'],
        body: RedirectSignedParamsSchema.extend({
          card: z.string().max(40).optional(),
          action: z.enum(['pay', 'cancel']).default('pay'),
        }),
      },
    },
    async (request, reply) => {
      const { card, action, ...params } = request.body;
      const checked = checkRequest(options.secret, params, baseOf(request));
      if (checked.kind === 'refused') return sendHtml(reply, 400, refusedPage(checked.lang));
      const { fields } = checked;
      const digits = (card ?? '').replace(/[\s-]/g, '');
      const test = SANDBOX_REDIRECT_CARDS[digits];
      if (action === 'pay' && !test) {
        const message = pageMessage(
          fields,
          'Usa una de las tarjetas de prueba.',
          'Use one of the test cards below.',
        );
        // Shown again with the message, as a gateway's page does (an HTML page, not an API error).
        return sendHtml(reply, 200, view(fields, params, message));
      }
      const repeated = action === 'pay' ? alreadyPaid(fields) : null;
      if (repeated) return sendHtml(reply, 200, view(fields, params, repeated));
      // The buyer cancelled on the gateway's page.
      const outcome =
        test && action === 'pay'
          ? { response: test.response, cardNumber: digits, brand: test.brand }
          : { response: PAYER_CANCELLED_RESPONSE, cardNumber: null, brand: null };
      const authorised = Number(outcome.response) <= 99;
      // Remembered before any wait: a second confirmation of the order, even at the same
      // moment, finds it paid.
      if (authorised) {
        const amountMinor = Number(fields.DS_MERCHANT_AMOUNT ?? 0);
        paidOrders.remember(merchantCodeOf(fields), orderOf(fields), amountMinor);
      }
      const answer = sandboxAnswer(options.secret, fields, outcome, now());
      // Only this server's own notification path: a signed request cannot make us post elsewhere.
      if (new URL(fields.DS_MERCHANT_MERCHANTURL).pathname === NOTIFICATION_PATH) {
        if (test?.delayNotification && action === 'pay') {
          const timer = setTimeout(() => {
            held.delete(timer);
            void notify(options.baseUrl(), answer, request.log);
          }, options.slowNotificationMs);
          timer.unref();
          held.add(timer);
        } else {
          await notify(options.baseUrl(), answer, request.log);
        }
      }
      const back = new URL(authorised ? fields.DS_MERCHANT_URLOK : fields.DS_MERCHANT_URLKO);
      for (const [name, value] of Object.entries(answer)) back.searchParams.set(name, value);
      return reply.header('cache-control', 'no-store').redirect(back.toString(), 303);
    },
  );
};
