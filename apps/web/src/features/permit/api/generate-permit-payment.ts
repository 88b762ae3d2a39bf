import type { CardPaymentIntent, GeneratePaymentBody } from '@parking/domain/contracts';
import { type CardKind, cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * A permit's renewal (POST /{provider}/{assignedRightId}/generate-permit-payment, spec section
 * 7): the pending payment of the permit's next cycle and the processor's intent. Asked twice for
 * one cycle, the server answers the same intent (decision 052). 400 when the permit is already
 * renewed for the cycle or past its renewal window.
 */
export function generatePermitPayment(
  kind: CardKind,
  assignedRightId: string,
  body: GeneratePaymentBody,
): Promise<CardPaymentIntent> {
  return apiClient.post<CardPaymentIntent>(
    `/${cardPath(kind)}/${encodeURIComponent(assignedRightId)}/generate-permit-payment`,
    body,
  );
}
