import type { ExitPermission, GateEntryBody, GateExitBody } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { placeNotFound } from '#api/errors.js';
import { exitPermission } from './exit-permission.js';
import { exitCheckInstant } from './gate-instant.js';
import type { GateOperator } from './operator-auth.js';
import { recordEntry, recordExit } from './reports.js';
import { findGatedPlaceOwner } from './repository.js';

/** The gate's calls (docs/decisions/057), for an operator authenticated by its API key. */
export function createGateService({
  db,
  now = () => new Date(),
  sandboxMoney,
}: {
  db: Database;
  now?: () => Date;
  /** Money an embedded sandbox took counts as paid: sandbox mode (docs/decisions/073). */
  sandboxMoney: boolean;
}) {
  /** The place must be a gated lot of the key's operator: any other place is not found. */
  async function checkPlace(operator: GateOperator, placeId: string) {
    const owner = await findGatedPlaceOwner(db, placeId);
    if (owner !== operator.customerId) throw placeNotFound();
  }

  return {
    async entry(operator: GateOperator, body: GateEntryBody) {
      await checkPlace(operator, body.placeId);
      return recordEntry({ db, operator, now: now() }, body);
    },

    async exit(operator: GateOperator, body: GateExitBody) {
      await checkPlace(operator, body.placeId);
      return recordExit({ db, operator, now: now() }, body);
    },

    async exitPermission(
      operator: GateOperator,
      placeId: string,
      query: { licensePlate: string; at?: string | undefined },
    ): Promise<ExitPermission> {
      await checkPlace(operator, placeId);
      const current = now();
      const at = query.at ? exitCheckInstant(query.at, current) : current;
      return exitPermission(db, placeId, query.licensePlate, at, sandboxMoney);
    },
  };
}

export type GateService = ReturnType<typeof createGateService>;
