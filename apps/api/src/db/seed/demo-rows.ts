import type * as schema from '../schema/index.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/**
 * Every row of the demo's activity, per table, in an order that respects the foreign keys; its
 * configuration is the operator files (demo-operators.ts), applied first.
 */
export type DemoRows = {
  operatorApiKey: Insert<typeof schema.operatorApiKey>;
  assignedRight: Insert<typeof schema.assignedRight>;
  credential: Insert<typeof schema.credential>;
  payment: Insert<typeof schema.payment>;
  paymentLine: Insert<typeof schema.paymentLine>;
  permit: Insert<typeof schema.permit>;
  /** Without their tariff version: the seed names the one in force (demo-stays-tariff.ts). */
  stay: Array<
    Omit<(typeof schema.stay)['$inferInsert'], 'gatedTariffId'> & { gatedTariffId?: string }
  >;
  stayPayment: Insert<typeof schema.stayPayment>;
  booking: Insert<typeof schema.booking>;
  sandboxPaymentIntent: Insert<typeof schema.sandboxPaymentIntent>;
  pendingPayment: Insert<typeof schema.pendingPayment>;
};

export function emptyDemoRows(): DemoRows {
  return {
    operatorApiKey: [],
    assignedRight: [],
    credential: [],
    payment: [],
    paymentLine: [],
    permit: [],
    stay: [],
    stayPayment: [],
    booking: [],
    sandboxPaymentIntent: [],
    pendingPayment: [],
  };
}
