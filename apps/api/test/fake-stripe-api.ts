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
  capture_method: 'automatic' | 'manual';
  amount_capturable: number;
  amount_received: number;
  cancellation_reason: string | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
};

type FakeCharge = {
  card: { brand: string; last4: string };
  amount: number;
  captured: boolean;
  amount_refunded: number;
};

type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
};

/** Stripe's states from which an intent may be canceled (processing too, rarely: not here). */
const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
]);

const CARDS: Record<string, { brand: string; last4: string; outcome: 'ok' | 'decline' | 'slow' }> =
  {
    pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'ok' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'ok' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'decline' },
  };

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
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds = new Map<string, FakeRefund>();
  const replies = new Map<string, { request: string; status: number; body: unknown }>();
  const requests: StripeRequest[] = [];
  let failures = 0;
  let failOnly: ((request: StripeRequest) => boolean) | undefined;

  const charge = (id: string | null) => {
    if (!id) return null;
    const found = charges.get(id);
    return {
      id,
      object: 'charge',
      paid: true,
      amount: found?.amount ?? 0,
      captured: found?.captured ?? false,
      amount_refunded: found?.amount_refunded ?? 0,
      refunded: found ? found.amount_refunded >= found.amount : false,
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
  const error = (
    status: number,
    type: string,
    code: string | undefined,
    message: string,
    extra = {},
  ) => ({
    status,
    body: { error: { type, ...(code ? { code } : {}), message, ...extra } },
  });

  const noSuchIntent = (id: string | undefined, param = 'intent') =>
    error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${id}'`, {
      param,
    });
  const unexpectedState = (intent: FakeIntent, message: string) =>
    error(400, 'invalid_request_error', 'payment_intent_unexpected_state', message, {
      payment_intent: view(intent, []),
    });
  const metadataOf = (form: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = key.match(/^metadata\[(.+)\]$/)?.[1];
      if (name) metadata[name] = value;
    }
    return metadata;
  };

  function createIntent(form: URLSearchParams, expand: string[]) {
    const intentId = `pi_${randomBytes(12).toString('hex')}`;
    const intent: FakeIntent = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? '',
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      description: form.get('description'),
      metadata: metadataOf(form),
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      capture_method: form.get('capture_method') === 'manual' ? 'manual' : 'automatic',
      amount_capturable: 0,
      amount_received: 0,
      cancellation_reason: null,
      canceled_at: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(intentId, intent);
    return { status: 200, body: view(intent, expand) };
  }

  function confirmIntent(intent: FakeIntent, form: URLSearchParams, expand: string[]) {
    if (
      !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
        intent.status,
      )
    ) {
      return unexpectedState(
        intent,
        intent.status === 'succeeded'
          ? 'This PaymentIntent has already succeeded and cannot be confirmed again.'
          : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.`,
      );
    }
    const method = form.get('payment_method') ?? '';
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
    const manual = intent.capture_method === 'manual';
    charges.set(chargeId, { card, amount: intent.amount, captured: !manual, amount_refunded: 0 });
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
    intent.status = manual ? 'requires_capture' : 'succeeded';
    intent.amount_capturable = manual ? intent.amount : 0;
    intent.amount_received = manual ? 0 : intent.amount;
    intent.last_payment_error = null;
    return { status: 200, body: view(intent, expand) };
  }

  /** Stripe's cancel: an authorisation (requires_capture) is released, its charge refunded. */
  function cancelIntent(intent: FakeIntent, form: URLSearchParams, expand: string[]) {
    if (!CANCELABLE.has(intent.status)) {
      return unexpectedState(
        intent,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELABLE].join(', ')}, processing.`,
      );
    }
    const held = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (intent.status === 'requires_capture' && held) held.amount_refunded = held.amount;
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    intent.cancellation_reason = form.get('cancellation_reason');
    intent.canceled_at = Math.floor(Date.now() / 1000);
    return { status: 200, body: view(intent, expand) };
  }

  function createRefund(form: URLSearchParams) {
    const intentId = form.get('payment_intent') ?? undefined;
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent) return noSuchIntent(intentId, 'payment_intent');
    const chargeId = intent.latest_charge;
    const paid = chargeId ? charges.get(chargeId) : undefined;
    if (intent.status !== 'succeeded' || !chargeId || !paid?.captured) {
      // Stripe's words, without a code.
      return error(
        400,
        'invalid_request_error',
        undefined,
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    }
    const left = paid.amount - paid.amount_refunded;
    if (left <= 0) {
      return error(
        400,
        'invalid_request_error',
        'charge_already_refunded',
        `Charge ${chargeId} has already been refunded.`,
        { charge: chargeId },
      );
    }
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    paid.amount_refunded += amount;
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      charge: chargeId,
      currency: intent.currency,
      payment_intent: intent.id,
      reason: form.get('reason'),
      metadata: metadataOf(form),
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function listRefunds(query: URLSearchParams) {
    const intentId = query.get('payment_intent');
    const data = [...refunds.values()]
      .filter((refund) => !intentId || refund.payment_intent === intentId)
      .reverse();
    return {
      status: 200,
      body: { object: 'list', data, has_more: false, url: '/v1/refunds' },
    };
  }

  function handle(request: StripeRequest): { status: number; body: unknown } {
    const expand = [...request.form.entries(), ...request.query.entries()]
      .filter(([key]) => key.startsWith('expand'))
      .map(([, value]) => value);
    if (request.path === '/v1/refunds') {
      return request.method === 'POST' ? createRefund(request.form) : listRefunds(request.query);
    }
    const match = request.path.match(
      /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(confirm|cancel))?$/,
    );
    if (!match)
      return error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL');
    const [, id, action] = match;
    if (!id && request.method === 'POST') return createIntent(request.form, expand);
    const intent = id ? intents.get(id) : undefined;
    if (!intent) return noSuchIntent(id);
    if (request.method === 'GET') return { status: 200, body: view(intent, expand) };
    if (action === 'confirm') return confirmIntent(intent, request.form, expand);
    if (action === 'cancel') return cancelIntent(intent, request.form, expand);
    for (const [key, value] of request.form) {
      const name = key.match(/^metadata\[(.+)\]$/)?.[1];
      if (!name) continue;
      if (value === '') delete intent.metadata[name];
      else intent.metadata[name] = value;
    }
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
