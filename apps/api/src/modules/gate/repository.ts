import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { isGatedPlace } from '#api/db/queries/gated-tariff.js';
import { deletePlateKeys, insertPlateKeys } from '#api/db/queries/stay-plate-keys.js';
import { gateEvent, place, stay } from '#api/db/schema/index.js';

/** The customer of a place that has a gated tariff in force; null for any other place. */
export async function findGatedPlaceOwner(db: Database, placeId: string) {
  const [row] = await db
    .select({ customerId: place.customerId })
    .from(place)
    .where(and(eq(place.id, placeId), isGatedPlace(place.id)));
  return row?.customerId ?? null;
}

/**
 * Serialises the reports of one plate at one place until the transaction ends, so that an entry
 * and its exit arriving together always see each other (one closes the other's stay).
 */
export async function lockPlate(tx: Database, placeId: string, plate: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gate:${placeId}:${plate}`}))`);
}

export type GateEventInput = typeof gateEvent.$inferInsert;

/**
 * Records a report once: the id of the new row, or null when the same report (same camera
 * event id, or same place, kind, plate and instant) is already there.
 */
export async function insertGateEvent(tx: Database, input: GateEventInput) {
  const [row] = await tx
    .insert(gateEvent)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: gateEvent.id });
  return row?.id ?? null;
}

/** The earlier record of a repeated report, and the stay it led to. */
export async function findRecordedEvent(tx: Database, input: GateEventInput) {
  const sameReport = and(
    sql`coalesce(${gateEvent.plate}, '') = ${input.plate ?? ''}`,
    eq(gateEvent.occurredAt, input.occurredAt),
  );
  const [row] = await tx
    .select({ id: gateEvent.id, stayId: gateEvent.stayId })
    .from(gateEvent)
    .where(
      and(
        eq(gateEvent.placeId, input.placeId),
        eq(gateEvent.kind, input.kind),
        input.eventId ? or(eq(gateEvent.eventId, input.eventId), sameReport) : sameReport,
      ),
    )
    .limit(1);
  if (!row) throw new Error('gate event neither inserted nor found');
  return row;
}

export async function linkEventToStay(tx: Database, eventId: string, stayId: string) {
  await tx.update(gateEvent).set({ stayId }).where(eq(gateEvent.id, eventId));
}

/** The stay of a plate still inside the lot (one at most: stay_open_plate_key). */
export async function findOpenStay(db: Database, placeId: string, plate: string) {
  const [row] = await db
    .select({ id: stay.id, actualStart: stay.actualStart })
    .from(stay)
    .where(and(eq(stay.placeId, placeId), eq(stay.plate, plate), isNull(stay.actualEnd)));
  return row ?? null;
}

/** A stay of an unread plate that entered at exactly this instant: the same report again. */
export async function findUnreadStayAt(tx: Database, placeId: string, at: Date) {
  const [row] = await tx
    .select({ id: stay.id })
    .from(stay)
    .where(and(eq(stay.placeId, placeId), isNull(stay.plate), eq(stay.actualStart, at)))
    .limit(1);
  return row ?? null;
}

/** The first exit of this plate, at or after the entry, still waiting for its entry. */
export async function findWaitingExit(tx: Database, placeId: string, plate: string, from: Date) {
  const [row] = await tx
    .select({ id: gateEvent.id, occurredAt: gateEvent.occurredAt })
    .from(gateEvent)
    .where(
      and(
        eq(gateEvent.placeId, placeId),
        eq(gateEvent.kind, 'EXIT'),
        eq(gateEvent.plate, plate),
        isNull(gateEvent.stayId),
        gte(gateEvent.occurredAt, from),
      ),
    )
    .orderBy(asc(gateEvent.occurredAt))
    .limit(1);
  return row ?? null;
}

export type NewStay = typeof stay.$inferInsert;

/**
 * Inserts a stay, with its similar-plate keys when it is open; null when the unique open-stay
 * index already holds one for this plate (the last guard against two entries at once).
 */
export async function insertStay(tx: Database, input: NewStay) {
  const [row] = await tx.insert(stay).values(input).onConflictDoNothing().returning();
  if (row) await insertPlateKeys(tx, [row]);
  return row ?? null;
}

/**
 * Closes the plate's open stay that began at or before the exit, and takes it out of the
 * similar-plate index; null when there is none.
 */
export async function closeOpenStay(tx: Database, placeId: string, plate: string, at: Date) {
  const [row] = await tx
    .update(stay)
    .set({ actualEnd: at })
    .where(
      and(
        eq(stay.placeId, placeId),
        eq(stay.plate, plate),
        isNull(stay.actualEnd),
        lte(stay.actualStart, at),
      ),
    )
    .returning({ id: stay.id });
  if (row) await deletePlateKeys(tx, [row.id]);
  return row ?? null;
}
