import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it: what the adapter sent, for assertions. */
export type StripeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  stripeVersion: string | undefined;
  form: URLSearchParams;
};

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  created: number;
  livemode: false;
};

const CARDS: Record<string, { brand: string; last4: string; outcome: 'ok' | 'decline' | 'slow' }> =
  {
    pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'ok' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'ok' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'decline' },
  };

/**
 * A local stand-in for the parts of Stripe's API the adapter calls, answering with Stripe's JSON
 * shapes (payment intents, expanded charges, errors) and replaying a repeated idempotency key like
 * Stripe does. `failNext` loses the answer of the next request (a retryable 500 after the work
 * is done), to show that the SDK's retry carries the same key and nothing happens twice.
 */
export async function startFakeStripeApi() {
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, { card: { brand: string; last4: string } }>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: StripeRequest[] = [];
  let failures = 0;

  const charge = (id: string | null) => {
    if (!id) return null;
    const found = charges.get(id);
    return {
      id,
      object: 'charge',
      paid: true,
      payment_method_details: {
        type: 'card',
        card: { ...found?.card, exp_month: 12, exp_year: 2034 },
      },
    };
  };
  const view = (intent: FakeIntent, expand: string[]) => ({
    ...intent,
    latest_charge: expand.includes('latest_charge')
      ? charge(intent.latest_charge)
      : intent.latest_charge,
  });
  const error = (status: number, type: string, code: string, message: string, extra = {}) => ({
    status,
    body: { error: { type, code, message, ...extra } },
  });

  function handle(request: StripeRequest): { status: number; body: unknown } {
    const expand = [...request.form.entries(), ...request.query.entries()]
      .filter(([key]) => key.startsWith('expand'))
      .map(([, value]) => value);
    const match = request.path.match(/^\/v1\/payment_intents(?:\/([^/]+))?(\/confirm)?$/);
    if (!match)
      return error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL');
    const [, id, confirm] = match;
    if (!id && request.method === 'POST') {
      const metadata: Record<string, string> = {};
      for (const [key, value] of request.form) {
        const name = key.match(/^metadata\[(.+)\]$/)?.[1];
        if (name) metadata[name] = value;
      }
      const intentId = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(request.form.get('amount')),
        currency: request.form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        description: request.form.get('description'),
        metadata,
        payment_method: null,
        latest_charge: null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(intentId, intent);
      return { status: 200, body: view(intent, expand) };
    }
    const intent = id ? intents.get(id) : undefined;
    if (!intent) {
      return error(
        404,
        'invalid_request_error',
        'resource_missing',
        `No such payment_intent: '${id}'`,
        {
          param: 'intent',
        },
      );
    }
    if (request.method === 'GET') return { status: 200, body: view(intent, expand) };
    if (!confirm) {
      for (const [key, value] of request.form) {
        const name = key.match(/^metadata\[(.+)\]$/)?.[1];
        if (!name) continue;
        if (value === '') delete intent.metadata[name];
        else intent.metadata[name] = value;
      }
      return { status: 200, body: view(intent, expand) };
    }
    if (intent.status === 'succeeded') {
      return error(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        'This PaymentIntent has already succeeded and cannot be confirmed again.',
        { payment_intent: view(intent, []) },
      );
    }
    const method = request.form.get('payment_method') ?? '';
    const card = CARDS[method];
    if (!card) {
      return error(
        404,
        'invalid_request_error',
        'resource_missing',
        `No such PaymentMethod: '${method}'`,
      );
    }
    const chargeId = `ch_${randomBytes(12).toString('hex')}`;
    charges.set(chargeId, { card });
    intent.payment_method = method;
    intent.latest_charge = chargeId;
    if (card.outcome === 'decline') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      };
      return error(402, 'card_error', 'card_declined', 'Your card was declined.', {
        decline_code: 'generic_decline',
        charge: chargeId,
        payment_intent: view(intent, []),
      });
    }
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    return { status: 200, body: view(intent, expand) };
  }

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
    // Stripe's idempotency: a key seen before gets the first answer again, unchanged.
    const key = request.method === 'POST' ? request.idempotencyKey : undefined;
    const remembered = key ? replies.get(key) : undefined;
    if (remembered) {
      send(remembered.status, remembered.body, { 'idempotent-replayed': 'true' });
      return;
    }
    const reply = handle(request);
    if (key) replies.set(key, reply);
    if (failures > 0) {
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
    /** The next `count` requests are carried out but answered with a retryable 500. */
    failNext(count = 1) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
