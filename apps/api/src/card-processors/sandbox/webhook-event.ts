import { z } from 'zod';
import type { Intent, IntentStatus, WebhookEvent } from '../card-processor.js';

const STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const satisfies readonly IntentStatus[];

const TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
] as const satisfies readonly WebhookEvent['type'][];

/** The sandbox's event body: Stripe's event shape, trimmed to what we read. */
export const SandboxEventSchema = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.enum(TYPES),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      object: z.literal('payment_intent'),
      amount: z.number().int(),
      currency: z.string().length(3),
      status: z.enum(STATUSES),
      metadata: z.record(z.string(), z.string()),
      payment_method: z.string().nullable(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      last_payment_error: z
        .object({ message: z.string(), code: z.string().nullable().optional() })
        .nullable(),
    }),
  }),
});
export type SandboxEvent = z.infer<typeof SandboxEventSchema>;

export function toSandboxEvent(input: {
  eventId: string;
  type: WebhookEvent['type'];
  intent: Intent;
  paymentMethodId: string | null;
  createdMs: number;
}): SandboxEvent {
  const { intent } = input;
  return {
    id: input.eventId,
    object: 'event',
    type: input.type,
    created: Math.floor(input.createdMs / 1000),
    data: {
      object: {
        id: intent.intentId,
        object: 'payment_intent',
        amount: intent.amountMinor,
        currency: intent.currencyCode.toLowerCase(),
        status: intent.status,
        metadata: intent.metadata,
        payment_method: input.paymentMethodId,
        card: intent.card,
        last_payment_error: intent.lastError
          ? { message: intent.lastError, code: intent.lastErrorCode }
          : null,
      },
    },
  };
}

export function fromSandboxEvent(event: SandboxEvent): WebhookEvent {
  const object = event.data.object;
  return {
    eventId: event.id,
    type: event.type,
    intent: {
      intentId: object.id,
      status: object.status,
      amountMinor: object.amount,
      currencyCode: object.currency.toUpperCase(),
      card: object.card,
      lastError: object.last_payment_error?.message ?? null,
      lastErrorCode: object.last_payment_error?.code ?? null,
      metadata: object.metadata,
    },
  };
}
