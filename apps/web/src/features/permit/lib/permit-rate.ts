import type { PermitRate } from '@parking/domain/contracts';
import { ratePrice } from '@parking/domain/pricing';
import type { PricedOption } from '#web/features/payment/index.ts';

/** The permit's rate as the payment form's one option, with the ids its renewal is asked by. */
export interface PermitOption extends PricedOption {
  rateId: string;
  rateLineId: string;
}

/**
 * One cycle of the permit, priced. The form reads no duration or time of day from it (the
 * server computes the cycle, decision 052).
 */
export function permitOption(rate: PermitRate): PermitOption {
  return {
    key: rate.rateLineId,
    name: rate.name,
    currencyCode: rate.currencyCode,
    ...ratePrice(rate),
    rateId: rate.rateId,
    rateLineId: rate.rateLineId,
  };
}
