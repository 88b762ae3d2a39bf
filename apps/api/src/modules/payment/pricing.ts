import { type PendingPayment, toPricedAmounts } from '@parking/domain';

/** The pending payment as the browser sees it: amounts twice (major for display, minor exact). */
export function toPendingPayment(row: {
  id: string;
  amountMinor: number;
  serviceFeeMinor: number;
  currencyCode: string;
  expiresAt: Date;
  isFree: boolean;
}): PendingPayment {
  return {
    pendingPaymentId: row.id,
    currencyCode: row.currencyCode,
    ...toPricedAmounts(row),
    expiresAt: row.expiresAt.toISOString(),
    isFree: row.isFree,
  };
}

/** 'FREE-1A2B3C4D': the transaction id of free parking, which has no processor's id. */
export const freeTransactionId = (pendingPaymentId: string) =>
  `FREE-${pendingPaymentId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
