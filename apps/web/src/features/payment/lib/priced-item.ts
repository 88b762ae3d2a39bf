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

/** Nothing at all is due: no card is asked, and the payment is made free ('park for free'). */
export const isNothingDue = (item: PricedItem): boolean => item.totalMinor === 0;
