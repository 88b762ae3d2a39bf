import type { Resume } from '@parking/domain/contracts';
import { getPaymentTotals } from '@parking/domain/pricing';

export interface TicketLines {
  currencyCode: string;
  /** One invoice line per base payment: '#transactionId' and its parking amount. */
  lines: { key: string; transactionId: string | null; amountMinor: number }[];
  serviceFeeMinor: number;
  totalMinor: number;
  /** When the last payment was collected. */
  paidOn: Date | null;
}

/**
 * The paid ticket's invoice (spec section 2, 'Transient paid ticket'): a line per BASE payment
 * with its parking amount, the service fee over all of them, and the total by the domain rule
 * (base + surcharge - validations, coded lines aside).
 */
export function getTicketLines(resume: Pick<Resume, 'payments'>): TicketLines {
  const payments = resume.payments.filter((payment) => payment.type === 'BASE');
  const all = getPaymentTotals({ lines: payments.flatMap((payment) => payment.paymentLine) });
  let paidOn: number | null = null;
  for (const payment of payments) {
    const time = new Date(payment.dateCollected).getTime();
    if (paidOn === null || time > paidOn) paidOn = time;
  }
  return {
    currencyCode: payments[0]?.currencyCode ?? 'USD',
    lines: payments.map((payment, index) => ({
      key: `${payment.transactionId ?? 'free'}-${index}`,
      transactionId: payment.transactionId,
      amountMinor: getPaymentTotals({ lines: payment.paymentLine }).baseMinor,
    })),
    serviceFeeMinor: all.surchargeMinor,
    totalMinor: all.totalMinor,
    paidOn: paidOn === null ? null : new Date(paidOn),
  };
}

/** 'VISA •••• 4242' (spec: brand in upper case plus the last four digits); null without a card. */
export function chargedCard(cardDetail: Resume['cardDetail']): string | null {
  if (!cardDetail?.cardBrand || !cardDetail.lastFourDigits) return null;
  return `${cardDetail.cardBrand.toUpperCase()} •••• ${cardDetail.lastFourDigits}`;
}
