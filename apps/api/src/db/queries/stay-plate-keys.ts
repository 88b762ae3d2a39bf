import { similarPlateKeys } from '@parking/domain';
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { stay, stayPlateKey } from '../schema/index.js';

/**
 * The similar-plate index (stay_plate_key, docs/decisions/056) is kept by the code, not by the
 * database: its keys come from the domain's `similarPlateKeys`, a rule that lives once, in
 * TypeScript. Whoever creates a stay open writes its keys in the same transaction (the gate's
 * entries, the demo seed); whoever closes it deletes them.
 */

type KeyedStay = { id: string; customerId: string; plate: string | null; actualEnd?: Date | null };

/** Rows per insert: three parameters a row, well under PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 5000;
/** Stays read per round by the fill-in at start. */
const STAYS_PER_ROUND = 1000;

/** Writes the keys of the stays that are open and have a plate; the others have none. */
export async function insertPlateKeys(db: Database, stays: KeyedStay[]): Promise<void> {
  const rows = stays.flatMap(({ id, customerId, plate, actualEnd }) =>
    plate && !actualEnd
      ? similarPlateKeys(plate).map((key) => ({ stayId: id, customerId, key }))
      : [],
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insert(stayPlateKey)
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflictDoNothing();
  }
}

/** A closed stay leaves the index: it holds the cars inside, never the stays' history. */
export async function deletePlateKeys(db: Database, stayIds: string[]): Promise<void> {
  if (stayIds.length === 0) return;
  await db.delete(stayPlateKey).where(inArray(stayPlateKey.stayId, stayIds));
}

/**
 * Writes the keys of every open stay with a plate that has none; the number of stays keyed.
 * Run at each start after the migrations (db/migrate.ts): migration 0013 created the table
 * empty while stays were already inside, and a later change of the key rule (a new look-alike)
 * only has to empty the table in its migration for the start to rebuild it. With every key in
 * place it is one anti-join over the open stays, a few hundred rows in a real lot.
 */
export async function insertMissingPlateKeys(db: Database): Promise<number> {
  let keyed = 0;
  for (;;) {
    const missing = await db
      .select({ id: stay.id, customerId: stay.customerId, plate: stay.plate })
      .from(stay)
      .where(
        and(
          isNull(stay.actualEnd),
          isNotNull(stay.plate),
          notExists(
            db.select({ one: sql`1` }).from(stayPlateKey).where(eq(stayPlateKey.stayId, stay.id)),
          ),
        ),
      )
      .limit(STAYS_PER_ROUND);
    await insertPlateKeys(db, missing);
    keyed += missing.length;
    // A short round was the last (and a plate always has a key, so no round repeats itself).
    if (missing.length < STAYS_PER_ROUND) return keyed;
  }
}
