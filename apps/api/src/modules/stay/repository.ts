import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { stay, stayPlateKey } from '#api/db/schema/index.js';

export interface ListedStayRow {
  id: string;
  plate: string | null;
  actualStart: Date;
}

/**
 * Reads of the visitor's lookups (docs/decisions/056). Every read is of OPEN stays of one
 * customer: the cars inside its lots now, at most the lots' spaces, never the stays' history.
 */
export function createStayRepository(db: Database) {
  return {
    async findOpenByPlate(customerId: string, plate: string): Promise<string | null> {
      const [row] = await db
        .select({ id: stay.id })
        .from(stay)
        .where(and(eq(stay.customerId, customerId), eq(stay.plate, plate), isNull(stay.actualEnd)))
        .orderBy(desc(stay.actualStart))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Open stays filed under any of `keys` in the similar-plate index (stay_plate_key): the
     * candidates of a similar search, to be checked with isSimilarPlate (keys over-approximate).
     * The ids come from the index alone; the join keeps only stays still open.
     */
    async listOpenUnderKeys(customerId: string, keys: string[]): Promise<ListedStayRow[]> {
      if (keys.length === 0) return [];
      const filed = db
        .selectDistinct({ stayId: stayPlateKey.stayId })
        .from(stayPlateKey)
        .where(and(eq(stayPlateKey.customerId, customerId), inArray(stayPlateKey.key, keys)));
      return db
        .select({ id: stay.id, plate: stay.plate, actualStart: stay.actualStart })
        .from(stay)
        .where(
          and(inArray(stay.id, filed), eq(stay.customerId, customerId), isNull(stay.actualEnd)),
        )
        .orderBy(desc(stay.actualStart));
    },

    async listOpenEnteredBetween(
      customerId: string,
      from: Date,
      to: Date,
    ): Promise<ListedStayRow[]> {
      return db
        .select({ id: stay.id, plate: stay.plate, actualStart: stay.actualStart })
        .from(stay)
        .where(
          and(
            eq(stay.customerId, customerId),
            isNull(stay.actualEnd),
            gte(stay.actualStart, from),
            lte(stay.actualStart, to),
          ),
        )
        .orderBy(asc(stay.actualStart));
    },

    async ownerOf(stayId: string): Promise<string | null> {
      const [row] = await db
        .select({ customerId: stay.customerId })
        .from(stay)
        .where(eq(stay.id, stayId));
      return row?.customerId ?? null;
    },
  };
}
