import {
  CardPaymentIntentSchema,
  DeclinedResponseSchema,
  ErrorResponseSchema,
  PaymentProcessingSchema,
  ProcessPaymentResultSchema,
} from '@parking/domain';
import type { FastifyReply } from 'fastify';
import type { ProcessOutcome } from '../core.js';

/**
 * What every card generate call answers: the intent, or the spec's 400 and 404, or the carding
 * defence's 429 (carding-guard.ts).
 */
export const generateResponses = {
  200: CardPaymentIntentSchema,
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** What every card process call answers (decision 031's table): transient, extension, booking. */
export const processResponses = {
  200: ProcessPaymentResultSchema,
  202: PaymentProcessingSchema,
  400: ErrorResponseSchema,
  402: DeclinedResponseSchema,
  404: ErrorResponseSchema,
  // A second payment of a booked quote, another plate or address, not confirmed yet.
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** A settled payment's right with 200; a payment the processor is still working on, 202. */
export function sendOutcome(reply: FastifyReply, outcome: ProcessOutcome) {
  return 'assignedRightId' in outcome ? outcome : reply.code(202).send(outcome);
}
