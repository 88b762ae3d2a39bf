import type { PendingPayment, Rate } from '@parking/domain/contracts';

/** A free 15-minute rate and the pending payment the server makes for it: the form tests' own. */
export const freeRate: Rate = {
  rateId: '00000000-0000-4000-8000-000000000001',
  rateLineId: '00000000-0000-4000-8000-000000000001',
  name: '15 min free',
  type: 'FLAT_RATE',
  currencyCode: 'USD',
  value: 0,
  serviceFee: 0,
  valueMinor: 0,
  serviceFeeMinor: 0,
  durationEnd: 'PT15M',
  timePeriodOfDay: null,
};

export const freePending: PendingPayment = {
  pendingPaymentId: '6a1f8d1e-2b1c-4c3d-9e8f-7a6b5c4d3e2f',
  currencyCode: 'USD',
  amount: 0,
  serviceFee: 0,
  total: 0,
  amountMinor: 0,
  serviceFeeMinor: 0,
  totalMinor: 0,
  expiresAt: new Date(Date.now() + 240_000).toISOString(),
  isFree: true,
};
