import {
  formatDurationMinutes,
  type PendingPayment,
  type RateTiming,
  toPricedAmounts,
} from '@parking/domain';

/** A rate line's columns as the domain's RateTiming (durationEnd PTnHnM, local minutes). */
export function toRateTiming(line: {
  durationMinutes: number | null;
  startBeforeMinute: number | null;
  endTimeOfPeriodMinute: number | null;
}): RateTiming {
  const hasTimeOfDay = line.startBeforeMinute !== null || line.endTimeOfPeriodMinute !== null;
  return {
    durationEnd: line.durationMinutes === null ? null : formatDurationMinutes(line.durationMinutes),
    timePeriodOfDay: hasTimeOfDay
      ? { startBefore: line.startBeforeMinute, endTimeOfPeriod: line.endTimeOfPeriodMinute }
      : null,
  };
}

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
