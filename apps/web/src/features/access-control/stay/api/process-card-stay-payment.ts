import type {
  PaymentProcessing,
  ProcessStayPaymentBody,
  ProcessStayPaymentResult,
} from '@parking/domain/contracts';
import { apiClient } from '../../../../lib/api-client.ts';
import { type CardKind, cardPath } from '../../../payment/index.ts';

/** 200 with the stay's order, or 202 while the processor has not confirmed yet. */
export type ProcessStayAnswer = ProcessStayPaymentResult | PaymentProcessing;

/** POST /{provider}/process-payment-session: settles the stay's payment and answers its order. */
export function processCardStayPayment(
  kind: CardKind,
  body: ProcessStayPaymentBody,
): Promise<ProcessStayAnswer> {
  return apiClient.post<ProcessStayAnswer>(`/${cardPath(kind)}/process-payment-session`, body);
}
