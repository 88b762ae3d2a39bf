import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createFakeStripeResources,
  type StripeReply,
  type StripeRequest,
} from './fake-stripe-resources.js';

/**
 * A local stand-in for the parts of Stripe's API the adapter calls, answering with Stripe's JSON
 * shapes (payment intents, expanded charges, refunds, errors) and replaying a repeated
 * idempotency key like Stripe does: the first answer again for the same request, an
 * idempotency_error for the same key with another path or parameters. `failNext` loses the
 * answer of the next request (a retryable 500 after the work is done), to show that the SDK's
 * retry carries the same key and nothing happens twice. `capture_method=manual` on create makes
 * a successful confirmation stop at requires_capture (an authorisation), as Stripe's does.
 */
export async function startFakeStripeApi() {
  const { intents, charges, refunds, customers, methods, handle } = createFakeStripeResources();
  const replies = new Map<string, StripeReply & { request: string }>();
  const requests: StripeRequest[] = [];
  let failures = 0;
  let failOnly: ((request: StripeRequest) => boolean) | undefined;

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const request: StripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
      stripeVersion: header('stripe-version'),
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    requests.push(request);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': 'req_fake',
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    // Stripe's idempotency: a key seen before gets the first answer again, unchanged, if the
    // request is the same; with another path or other parameters it is refused.
    const key = request.method === 'POST' ? request.idempotencyKey : undefined;
    const fingerprint = `${request.path}?${request.form.toString()}`;
    const remembered = key ? replies.get(key) : undefined;
    if (remembered && remembered.request !== fingerprint) {
      send(400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
      return;
    }
    if (remembered) {
      send(remembered.status, remembered.body, { 'idempotent-replayed': 'true' });
      return;
    }
    const reply = handle(request);
    if (key) replies.set(key, { request: fingerprint, ...reply });
    if (failures > 0 && (!failOnly || failOnly(request))) {
      // Done, but the answer is lost on the way back: only a retry with the key recovers it.
      failures--;
      send(
        500,
        { error: { type: 'api_error', message: 'Lost' } },
        { 'stripe-should-retry': 'true' },
      );
      return;
    }
    send(reply.status, reply.body);
  }

  const server = createServer((req, res) => {
    respond(req, res).catch((cause: unknown) => {
      res.writeHead(500);
      res.end(String(cause));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    intents,
    refunds,
    charges,
    /** Customers and kept cards (decision 086). */
    customers,
    methods,
    /**
     * The next `count` requests (those `only` accepts, if given) are carried out but answered
     * with a retryable 500.
     */
    failNext(count = 1, only?: (request: StripeRequest) => boolean) {
      failures = count;
      failOnly = only;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
