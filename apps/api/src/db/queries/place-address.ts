import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { placeAddress } from '../schema/index.js';

/**
 * The place's first address line (its address of lowest id), as a stay's page, its ticket and
 * its invoice show it: one pick, so that the three never name different addresses. Null when
 * the place has no address.
 */
export async function firstAddressLine(
  db: Pick<Database, 'select'>,
  placeId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ addressLine1: placeAddress.addressLine1 })
    .from(placeAddress)
    .where(eq(placeAddress.placeId, placeId))
    .orderBy(asc(placeAddress.id))
    .limit(1);
  return row?.addressLine1 ?? null;
}
