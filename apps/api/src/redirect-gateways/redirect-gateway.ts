import type { RedirectSignedParams } from '@parking/domain';

/** What the merchant signs into the form the browser posts to the gateway's hosted page. */
export interface RedirectPaymentRequest {
  /** 12 characters, the first 4 digits: unique per merchant. */
  order: string;
  amountMinor: number;
  /** ISO 4217 numeric code: '978' for EUR. */
  currencyNumeric: string;
  /** Where the gateway posts its notification, server to server. */
  merchantUrl: string;
  /** Where the gateway sends the browser back after a payment, and after a failed one. */
  urlOk: string;
  urlKo: string;
  description: string;
  merchantName: string;
  /** The gateway's language code (Redsys: '001' Spanish, '002' English). */
  consumerLanguage: string;
}

/** The gateway's signed answer (notification or return), verified and read. */
export interface RedirectGatewayAnswer {
  order: string;
  amountMinor: number;
  currencyNumeric: string;
  /** Ds_Response: 0000 to 0099 is an authorised payment. */
  response: string;
  authorised: boolean;
  authorisationCode: string | null;
  merchantCode: string;
  terminal: string;
  cardBrand: string | null;
  lastFourDigits: string | null;
}

/**
 * A signed answer verified: the answer, or the first field of it that is bad contents (a NUL,
 * a date of no calendar) under a signature that is the gateway's (decision 069).
 */
export type VerifiedAnswer =
  | { kind: 'answer'; answer: RedirectGatewayAnswer }
  | { kind: 'bad-contents'; field: string };

/** A refund of a paid order (Redsys transaction type 3), in full or in part. */
export interface RedirectRefundRequest {
  order: string;
  amountMinor: number;
  currencyNumeric: string;
}

/**
 * The gateway's word on a refund: `refunded` (Ds_Response 0900, or SIS0057 "more than the order
 * has left": a refund asked before went through and nothing is left to return), `refused` with
 * its code (a person must look). A gateway that cannot be reached throws: ask again later.
 */
export type RedirectRefundAnswer =
  | { status: 'refunded'; code: string }
  | { status: 'refused'; code: string };

/**
 * A signed-redirect gateway (docs/decisions/059): the embedded sandbox, or Redsys itself. The
 * merchant signs a payment request; the gateway answers twice, server to server (the
 * notification) and through the browser (the return), both signed with the same key.
 */
export interface RedirectGateway {
  readonly kind: 'SANDBOX' | 'REDSYS';
  readonly merchantCode: string;
  readonly terminal: string;
  /** The hosted payment page the form is posted to; `origin` is ours (the sandbox's host). */
  paymentPageUrl(origin: string): string;
  /** Where the gateway must post notifications, given our public origin. */
  notificationUrl(origin: string): string;
  sign(request: RedirectPaymentRequest): RedirectSignedParams;
  /**
   * For parameters genuinely the gateway's, the answer or its bad field; null if forged, or
   * too malformed to check a signature on (not base64 JSON, no order).
   */
  verify(params: RedirectSignedParams): VerifiedAnswer | null;
  /** Gives back a paid order's money, server to server (its REST trataPeticion). */
  refund(request: RedirectRefundRequest): Promise<RedirectRefundAnswer>;
}
