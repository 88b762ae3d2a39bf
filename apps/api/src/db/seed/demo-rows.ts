import type * as schema from '../schema/index.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** Every demo row, per table, in an order that respects the foreign keys. */
export type DemoRows = {
  organization: Insert<typeof schema.organization>;
  customer: Insert<typeof schema.customer>;
  operatorApiKey: Insert<typeof schema.operatorApiKey>;
  customerSettings: Insert<typeof schema.customerSettings>;
  vehicleType: Insert<typeof schema.vehicleType>;
  serviceType: Insert<typeof schema.serviceType>;
  place: Insert<typeof schema.place>;
  placeSettings: Insert<typeof schema.placeSettings>;
  placeAddress: Insert<typeof schema.placeAddress>;
  placeImage: Insert<typeof schema.placeImage>;
  placeVehicleType: Insert<typeof schema.placeVehicleType>;
  placeServiceType: Insert<typeof schema.placeServiceType>;
  closingDay: Insert<typeof schema.closingDay>;
  period: Insert<typeof schema.period>;
  periodTimeRange: Insert<typeof schema.periodTimeRange>;
  rate: Insert<typeof schema.rate>;
  rateLine: Insert<typeof schema.rateLine>;
  assignedRight: Insert<typeof schema.assignedRight>;
  credential: Insert<typeof schema.credential>;
  payment: Insert<typeof schema.payment>;
  paymentLine: Insert<typeof schema.paymentLine>;
  permit: Insert<typeof schema.permit>;
  stay: Insert<typeof schema.stay>;
  stayPayment: Insert<typeof schema.stayPayment>;
  gatedTariff: Insert<typeof schema.gatedTariff>;
  booking: Insert<typeof schema.booking>;
  sandboxPaymentIntent: Insert<typeof schema.sandboxPaymentIntent>;
  pendingPayment: Insert<typeof schema.pendingPayment>;
};

export function emptyDemoRows(): DemoRows {
  return {
    organization: [],
    customer: [],
    operatorApiKey: [],
    customerSettings: [],
    vehicleType: [],
    serviceType: [],
    place: [],
    placeSettings: [],
    placeAddress: [],
    placeImage: [],
    placeVehicleType: [],
    placeServiceType: [],
    closingDay: [],
    period: [],
    periodTimeRange: [],
    rate: [],
    rateLine: [],
    assignedRight: [],
    credential: [],
    payment: [],
    paymentLine: [],
    permit: [],
    stay: [],
    stayPayment: [],
    gatedTariff: [],
    booking: [],
    sandboxPaymentIntent: [],
    pendingPayment: [],
  };
}
