import type { StayOrderStatus } from '@parking/domain';

/**
 * A redirect order's state (redirect_order.status) as the visitor is told it: the refund's
 * steps (REFUNDING, REFUNDED, REFUND_FAILED, which a person then settles with the gateway) are
 * all "your money is being given back", with why (decision 069). EXPIRED (its price lapsed
 * unpaid) reads as PENDING: the gateway's notification of a late payment may still come.
 */
export function stayOrderStatusOf(
  orderStatus: string,
  refundReason: string | null = null,
): StayOrderStatus {
  switch (orderStatus) {
    case 'PAID':
    case 'FAILED':
      return orderStatus;
    case 'REFUNDING':
    case 'REFUNDED':
    case 'REFUND_FAILED':
      return refundReason === 'PRICE_EXPIRED' ? 'EXPIRED_REFUNDED' : 'REFUNDED';
    default:
      return 'PENDING';
  }
}
