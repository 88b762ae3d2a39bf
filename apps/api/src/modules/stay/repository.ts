import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stay, stayPayment } from '../../db/schema/index.js';

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

    /** Open stays whose plate is one character shorter, as long or one longer than `plate`. */
    async listOpenOfPlateLength(customerId: string, length: number): Promise<ListedStayRow[]> {
      return db
        .select({ id: stay.id, plate: stay.plate, actualStart: stay.actualStart })
        .from(stay)
        .where(
          and(
            eq(stay.customerId, customerId),
            isNull(stay.actualEnd),
            isNotNull(stay.plate),
            sql`length(${stay.plate}) between ${length - 1} and ${length + 1}`,
          ),
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

    async lastOrderId(stayId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: stayPayment.id })
        .from(stayPayment)
        .where(eq(stayPayment.stayId, stayId))
        .orderBy(desc(stayPayment.paidAt))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
