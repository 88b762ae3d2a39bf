import type { Rate } from '@parking/domain/contracts';
import { rateTotal } from '@parking/domain/pricing';
import type { PricedOption } from '../../payment/index.ts';

/** A rate as the payment form's option: named and priced, with the rate for the calls. */
export interface RateOption extends PricedOption {
  rate: Rate;
}

/** A rate is told apart by its line: two lines of one rate are two options. */
export const rateOption = (rate: Rate): RateOption => ({
  key: rate.rateLineId,
  name: rate.name,
  currencyCode: rate.currencyCode,
  amountMinor: rate.valueMinor,
  serviceFeeMinor: rate.serviceFeeMinor,
  totalMinor: rateTotal(rate),
  rate,
});
