import { minorOfAmount, type OperatorFile } from '@parking/domain/operator-file';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { rate, rateLine } from '#api/db/schema/index.js';
import { replacePlaceLists } from './place-lists.js';

/**
 * After the organisation's currency changed (allowed only with nothing live, decision 089):
 * every rate takes the new code, every line's minor units are made again from its amount with
 * the new currency's decimals, and every gated tariff is a new version in it. Lines and rates
 * whose text did not change are not in the plan's changes, yet their stored values depend on
 * the currency. Returns refusals (a tariff that cannot change).
 */
export async function repriceForCurrency(
  tx: Transaction,
  file: OperatorFile,
  digits: number,
  now: Date,
): Promise<string[]> {
  const currencyCode = file.organization.currency;
  const minor = (text: string) => minorOfAmount(text, digits) ?? 0;
  const problems: string[] = [];
  for (const customer of file.customers) {
    for (const place of customer.places) {
      for (const entry of place.rates) {
        await tx
          .update(rate)
          .set({ currencyCode })
          .where(eq(rate.id, entry.id ?? ''));
        for (const line of entry.lines) {
          await tx
            .update(rateLine)
            .set({ valueMinor: minor(line.value), serviceFeeMinor: minor(line.serviceFee) })
            .where(eq(rateLine.id, line.id ?? ''));
        }
      }
      if (place.gatedTariff) {
        const noTypes = {
          vehicleIdOf: new Map<string, string>(),
          serviceIdOf: new Map<string, string>(),
        };
        problems.push(
          ...(await replacePlaceLists(tx, place, noTypes, ['gatedTariff'], {
            minor,
            currencyCode,
            now,
          })),
        );
      }
    }
  }
  return problems;
}
