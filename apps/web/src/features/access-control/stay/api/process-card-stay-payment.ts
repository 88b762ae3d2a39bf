import type {
  PaymentProcessing,
  ProcessStayPaymentBody,
  ProcessStayPaymentResult,
} from '@parking/domain/contracts';
import { type CardKind, cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** 200 with the stay's order, or 202 while the processor has not confirmed yet. */
export type ProcessStayAnswer = ProcessStayPaymentResult | PaymentProcessing;

/** POST /{provider}/process-payment-session: settles the stay's payment and answers its order. */
export function processCardStayPayment(
  kind: CardKind,
  body: ProcessStayPaymentBody,
): Promise<ProcessStayAnswer> {
  return apiClient.post<ProcessStayAnswer>(`/${cardPath(kind)}/process-payment-session`, body);
}
