import type { PermitRate, Rate } from '@parking/domain/contracts';

/**
 * The permit's rate as the payment form takes rates: one cycle of the permit. The form reads
 * no duration or time of day from it (the server computes the cycle, decision 052).
 */
export function permitRateForForm(rate: PermitRate): Rate {
  return { ...rate, type: 'PERMIT', durationEnd: null, timePeriodOfDay: null };
}
