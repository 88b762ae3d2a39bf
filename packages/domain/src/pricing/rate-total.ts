/** The two amounts of a rate the driver pays, in integer minor units. */
export interface RatePrice {
  valueMinor: number;
  serviceFeeMinor: number;
}

/** What the driver pays for a rate: its value plus the service fee (a fee is money). */
export const rateTotal = (rate: RatePrice): number => rate.valueMinor + rate.serviceFeeMinor;

/** A rate's price as a payment form shows it: what is bought, the fee, and their total. */
export const ratePrice = (
  rate: RatePrice,
): { amountMinor: number; serviceFeeMinor: number; totalMinor: number } => ({
  amountMinor: rate.valueMinor,
  serviceFeeMinor: rate.serviceFeeMinor,
  totalMinor: rateTotal(rate),
});

/**
 * A rate is parked for free, without a card, only when nothing at all is due: value and fee both
 * 0. A rate of value 0 with a fee above 0 is paid by card (decision 045).
 */
export const isFreeRate = (rate: RatePrice): boolean => rateTotal(rate) === 0;
