import { randomUUID } from 'node:crypto';
import { getExtensionCoverage } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { type Product, rightPaymentOf } from '../payment/index.js';
import { toRateTiming } from '../rate/index.js';
import { createRightEndRead } from './extension/repository.js';
import { createSessionSettleRepository } from './settle-repository.js';

/**
 * The transient session, first payment (INITIAL) or on-demand extension (EXTENSION), as a
 * product of the payment core (docs/decisions/075): an assigned right with the covered period
 * from now by the rate's own rule, in one statement that re-checks the status under the row
 * lock (settle-repository.ts), and its SMS reminder scheduled in the same statement.
 */
export function createTransientSessionProduct(db: Database): Product {
  const sessions = createSessionSettleRepository(db);
  const rights = createRightEndRead(db);
  return {
    kinds: ['INITIAL', 'EXTENSION'],
    async settle(row, collected) {
      const extended = row.kind === 'EXTENSION' ? row.extendsAssignedRightId : null;
      // An extension covers from the right's current end (or from now once it has passed), by
      // the domain's rule that the extension page also shows; a first payment has no end: from now.
      const coverageFrom = (currentEnd: Date | null) =>
        getExtensionCoverage({
          rate: toRateTiming(row),
          currentEnd,
          now: collected.at,
          timeZone: row.timezone,
        });
      const payment = (assignedRightId: string, coverage: { start: Date; end: Date }) => ({
        ...rightPaymentOf(row, collected),
        assignedRightId,
        extension: extended !== null,
        phoneNumber: row.phoneNumber,
        start: coverage.start,
        end: coverage.end,
      });
      if (!extended) {
        const assignedRightId = randomUUID();
        const settled = await sessions.settle(payment(assignedRightId, coverageFrom(null)));
        return settled
          ? { status: 'settled', reference: assignedRightId }
          : { status: 'not-settleable' };
      }
      // Another extension of the right may settle between the read and the settle: then this
      // one is computed again from where that one ended (decision 098), a bounded number of times.
      // The first try starts from the right as the generate read it (decision 101).
      const readAtGenerate =
        row.extendsRightVersion === null
          ? undefined
          : { end: row.extendsRightEnd, version: row.extendsRightVersion };
      for (let attempt = 1; ; attempt += 1) {
        const state =
          attempt === 1 && readAtGenerate
            ? readAtGenerate
            : await rights.findRightState(extended, row.placeId);
        const outcome = await sessions.settleExtension(
          payment(extended, coverageFrom(state?.end ?? null)),
          state?.version ?? 0,
        );
        if (outcome.status === 'settled') return { status: 'settled', reference: extended };
        if (outcome.status === 'not-settleable') return { status: 'not-settleable' };
        if (attempt >= 5) throw new Error(`Extension ${row.id} kept losing to other extensions`);
      }
    },
  };
}
