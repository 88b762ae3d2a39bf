/** Orders the sandbox remembers having paid: a gateway's memory of its own, lost on restart. */
const REMEMBERED_ORDERS = 10_000;

type PaidOrder = { amountMinor: number; refundedMinor: number };

/**
 * What the sandbox gateway knows of the orders it has charged, keyed by merchant code and order
 * number: as the real gateway, it refuses to charge an order twice (SIS0051) and to refund more
 * than an order has left (SIS0057), or an order it never charged (SIS0054).
 */
export function createPaidOrders() {
  const orders = new Map<string, PaidOrder>();
  const keyOf = (merchantCode: string, order: string) => `${merchantCode}/${order}`;
  return {
    isPaid: (merchantCode: string, order: string) => orders.has(keyOf(merchantCode, order)),
    /** Remembered before any wait: a second charge of the order, even at once, finds it paid. */
    remember(merchantCode: string, order: string, amountMinor: number): void {
      if (orders.size >= REMEMBERED_ORDERS) {
        const oldest = orders.keys().next().value;
        if (oldest !== undefined) orders.delete(oldest);
      }
      orders.set(keyOf(merchantCode, order), { amountMinor, refundedMinor: 0 });
    },
    /** Ds_Response '0900' once refunded, else the gateway's error code. */
    refund(merchantCode: string, order: string, amountMinor: number): string {
      const paid = orders.get(keyOf(merchantCode, order));
      if (!paid) return 'SIS0054';
      if (amountMinor <= 0 || paid.refundedMinor + amountMinor > paid.amountMinor) return 'SIS0057';
      paid.refundedMinor += amountMinor;
      return '0900';
    },
  };
}

export type PaidOrders = ReturnType<typeof createPaidOrders>;
