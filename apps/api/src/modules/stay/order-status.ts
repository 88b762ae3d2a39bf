import type { StayOrderStatus } from '@parking/domain';

/**
 * A redirect order's state (redirect_order.status) as the visitor is told it: the refund's
 * steps (REFUNDING, REFUNDED, REFUND_FAILED, which a person then settles with the gateway) are
 * all "your money is being given back".
 */
export function stayOrderStatusOf(orderStatus: string): StayOrderStatus {
  switch (orderStatus) {
    case 'PAID':
    case 'FAILED':
      return orderStatus;
    case 'REFUNDING':
    case 'REFUNDED':
    case 'REFUND_FAILED':
      return 'REFUNDED';
    default:
      return 'PENDING';
  }
}
