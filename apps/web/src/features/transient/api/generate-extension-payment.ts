import type {
  CardPaymentIntent,
  GeneratePaymentBody,
  PendingPayment,
} from '@parking/domain/contracts';
import { type CardKind, cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { keepPayerKey } from '#web/lib/payer-keys.ts';

const extensionPath = (prefix: string, assignedRightId: string) =>
  `/${prefix}/${encodeURIComponent(assignedRightId)}/generate-payment-on-demand-extension`;

/**
 * A free extension rate (POST /payment/{assignedRightId}/generate-payment-on-demand-extension).
 * 400 'No live session found' once the right's time is up.
 */
export function generateFreeExtensionPayment(
  assignedRightId: string,
  body: GeneratePaymentBody,
): Promise<PendingPayment> {
  return apiClient
    .post<PendingPayment>(extensionPath('payment', assignedRightId), body)
    .then(keepPayerKey);
}

/** A paid extension rate: the pending payment and the processor's intent, for the same right. */
export function generateCardExtensionPayment(
  kind: CardKind,
  assignedRightId: string,
  body: GeneratePaymentBody,
): Promise<CardPaymentIntent> {
  return apiClient
    .post<CardPaymentIntent>(extensionPath(cardPath(kind), assignedRightId), body)
    .then(keepPayerKey);
}
