import { type RatePrice, rateTotal } from '@parking/domain/pricing';

/**
 * What a flow gives the payment feature to pay, in minor units: a transient or extension rate, a
 * permit's next period, a reservation's quote, a stay. `key` names it: a new key is a new
 * pending payment (a late answer for the old one is dropped).
 */
export interface PricedItem {
  key: string;
  currencyCode: string;
  /** The price of what is bought, before the service fee. */
  amountMinor: number;
  serviceFeeMinor: number;
  totalMinor: number;
}

/** A priced item shown beside others for the driver to choose, by its name. */
export interface PricedOption extends PricedItem {
  name: string;
}

/** The fields of a rate line (a place's rate, a permit's) that make it a priced option. */
interface RateLine extends RatePrice {
  rateLineId: string;
  name: string;
  currencyCode: string;
}

/** A rate line as an option: told apart by its line, priced at its value plus the fee. */
export const rateLineOption = (rate: RateLine): PricedOption => ({
  key: rate.rateLineId,
  name: rate.name,
  currencyCode: rate.currencyCode,
  amountMinor: rate.valueMinor,
  serviceFeeMinor: rate.serviceFeeMinor,
  totalMinor: rateTotal(rate),
});

/** Nothing at all is due: no card is asked, and the payment is made free ('park for free'). */
export const isNothingDue = (item: PricedItem): boolean => item.totalMinor === 0;
