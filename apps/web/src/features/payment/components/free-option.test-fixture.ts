import type { PendingPayment } from '@parking/domain/contracts';
import type { PricedOption } from '../lib/priced-item.ts';

/** A free 15-minute rate and the pending payment the server makes for it: the form tests' own. */
export const freeRate: PricedOption = {
  key: '00000000-0000-4000-8000-000000000001',
  name: '15 min free',
  currencyCode: 'USD',
  amountMinor: 0,
  serviceFeeMinor: 0,
  totalMinor: 0,
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
