import { randomBytes } from 'node:crypto';
import { createFakeStripeCustomers } from './fake-stripe-customers.js';
import {
  CANCELABLE,
  type FakeCharge,
  type FakeIntent,
  type FakeRefund,
  type StripeReply,
  type StripeRequest,
} from './fake-stripe-objects.js';

export type { StripeReply, StripeRequest };

/**
 * The fake Stripe's objects (payment intents, charges, refunds) and its answer to one request,
 * in Stripe's JSON shapes; fake-stripe-api.ts serves it over HTTP with Stripe's idempotency.
 */
export function createFakeStripeResources() {
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds = new Map<string, FakeRefund>();

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

  const saved = createFakeStripeCustomers(error);

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
      customer: form.get('customer'),
      setup_future_usage: form.get('setup_future_usage'),
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
    const card = saved.cardOf(method);
    const refused = saved.refusal(intent, method);
    if (refused) return refused;
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
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      return error(402, 'card_error', 'card_declined', 'Your card was declined.', {
        decline_code: 'generic_decline',
        charge: chargeId,
        payment_intent: view(intent, []),
      });
    }
    if (card.outcome === 'authenticate') {
      // On the driver's session the bank asks for 3-D Secure: nothing charged yet.
      charges.delete(chargeId);
      intent.latest_charge = null;
      intent.status = 'requires_action';
      return { status: 200, body: view(intent, expand) };
    }
    intent.status = manual ? 'requires_capture' : 'succeeded';
    saved.keep(intent, card);
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

  function handle(request: StripeRequest): StripeReply {
    const expand = [...request.form.entries(), ...request.query.entries()]
      .filter(([key]) => key.startsWith('expand'))
      .map(([, value]) => value);
    const customerReply = saved.handle(request);
    if (customerReply) return customerReply;
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
    if (request.form.has('customer')) intent.customer = request.form.get('customer');
    if (request.form.has('setup_future_usage')) {
      intent.setup_future_usage = request.form.get('setup_future_usage');
    }
    for (const [key, value] of request.form) {
      const name = key.match(/^metadata\[(.+)\]$/)?.[1];
      if (!name) continue;
      if (value === '') delete intent.metadata[name];
      else intent.metadata[name] = value;
    }
    return { status: 200, body: view(intent, expand) };
  }

  return { intents, charges, refunds, customers: saved.customers, methods: saved.methods, handle };
}
