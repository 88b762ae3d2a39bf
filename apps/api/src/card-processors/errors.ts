import type { CardGateway, ErrorCode } from '@parking/domain/vocabulary';
import { AppError } from '../errors.js';

/**
 * A place's gateway names a processor this server has no keys for (STRIPE without
 * STRIPE_SECRET_KEY...): an operator's configuration mistake, so a 503 (the driver can do
 * nothing about it; 'Service Unavailable') whose details go to the log, never to the driver.
 */
export class CardProcessorNotConfiguredError extends AppError {
  override name = 'CardProcessorNotConfiguredError';
  readonly gateway: CardGateway;

  constructor(gateway: CardGateway) {
    super('SERVICE_UNAVAILABLE', `Card processor ${gateway} is not configured`);
    this.gateway = gateway;
  }
}

/**
 * The processor failed for a reason that is not the card's (bad key, network, its own 5xx): a
 * 503 to the caller, with the processor's error kept as the cause for the log. Declines are not
 * errors: they come back as an intent with status 'requires_payment_method' and a lastError.
 */
export class CardProcessorError extends AppError {
  override name = 'CardProcessorError';
  readonly gateway: CardGateway;

  constructor(gateway: CardGateway, message: string, options?: { cause?: unknown }) {
    super('SERVICE_UNAVAILABLE', `${gateway}: ${message}`, options);
    this.gateway = gateway;
  }
}

/**
 * A request the processor itself refuses, as an external service would answer it: an unknown
 * intent or payment method (404), a bad card or an idempotency key reused with other parameters
 * (400). Through HTTP (the sandbox's own endpoints) it is `{ message, statusCode, code }`, the
 * code being `errorCode`, of our catalogue (decision 077).
 */
export class CardProcessorRequestError extends Error {
  override name = 'CardProcessorRequestError';
  readonly statusCode: 400 | 404;
  /** Stripe's codes: resource_missing, invalid_request_error, idempotency_error... */
  readonly code: string;
  readonly errorCode: ErrorCode;

  constructor(statusCode: 400 | 404, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errorCode = statusCode === 404 ? 'CARD_OBJECT_NOT_FOUND' : 'CARD_REQUEST_REFUSED';
  }
}

/**
 * A correctly signed event of a type we do not act on (charge.succeeded...): acknowledged with a
 * 200 so that the processor stops sending it, and otherwise ignored.
 */
export class IgnoredWebhookEventError extends Error {
  override name = 'IgnoredWebhookEventError';
  readonly eventId: string;
  readonly type: string;

  constructor(eventId: string, type: string) {
    super(`Webhook event ${type} is not handled`);
    this.eventId = eventId;
    this.type = type;
  }
}
