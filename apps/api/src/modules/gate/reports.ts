import type { GateEntryBody, GateExitBody } from '@parking/domain';
import { normalizePlate } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { gatedTariffIdForEntry } from '#api/db/queries/gated-tariff.js';
import { AppError, placeNotFound } from '#api/errors.js';
import { gateEventInstant } from './gate-instant.js';
import type { GateOperator } from './operator-auth.js';
import {
  closeOpenStay,
  findOpenStay,
  findRecordedEvent,
  findUnreadStayAt,
  findWaitingExit,
  type GateEventInput,
  insertGateEvent,
  insertStay,
  linkEventToStay,
  lockPlate,
} from './repository.js';

function plateOf(raw: string): string {
  const plate = normalizePlate(raw);
  if (plate.length === 0 || plate.length > 15) {
    throw new AppError('VALIDATION', 'body/licensePlate must have 1 to 15 letters or digits');
  }
  return plate;
}

export interface ReportContext {
  db: Database;
  operator: GateOperator;
  now: Date;
}

/**
 * POST /api/gate/entries (docs/decisions/057). A repeat (same event id, or same place, plate
 * and instant) and an entry of a plate already inside return the stay already known (created
 * false). An exit that came first closes the new stay at once.
 */
export async function recordEntry(context: ReportContext, body: GateEntryBody) {
  const { db, operator, now } = context;
  const plate = body.licensePlate == null ? null : plateOf(body.licensePlate);
  const occurredAt = gateEventInstant(body.occurredAt, now);
  return db.transaction(async (tx) => {
    if (plate) await lockPlate(tx, body.placeId, plate);
    const event: GateEventInput = {
      customerId: operator.customerId,
      placeId: body.placeId,
      kind: 'ENTRY',
      eventId: body.eventId ?? null,
      plate,
      occurredAt,
      confidence: body.confidence ?? null,
      apiKeyId: operator.apiKeyId,
    };
    const eventRowId = await insertGateEvent(tx, event);
    if (eventRowId === null) {
      const recorded = await findRecordedEvent(tx, event);
      if (recorded.stayId) return { sessionId: recorded.stayId, created: false };
      throw new Error('entry recorded without its stay');
    }
    const known = plate
      ? await findOpenStay(tx, body.placeId, plate)
      : await findUnreadStayAt(tx, body.placeId, occurredAt);
    if (known) {
      await linkEventToStay(tx, eventRowId, known.id);
      return { sessionId: known.id, created: false };
    }
    const waitingExit = plate ? await findWaitingExit(tx, body.placeId, plate, occurredAt) : null;
    // The version in force at entry prices the whole stay: a later change never reprices it.
    const gatedTariffId = await gatedTariffIdForEntry(tx, body.placeId, occurredAt, now);
    // Its tariff was removed since the place was checked: the place is no gated lot any more.
    if (!gatedTariffId) throw placeNotFound();
    const created = await insertStay(tx, {
      customerId: operator.customerId,
      placeId: body.placeId,
      gatedTariffId,
      plate,
      actualStart: occurredAt,
      actualEnd: waitingExit?.occurredAt ?? null,
      entryConfidence: body.confidence ?? null,
    });
    if (!created) {
      // Another entry of this plate won the unique open-stay index: that stay is this one.
      const open = plate ? await findOpenStay(tx, body.placeId, plate) : null;
      if (!open) throw new Error('stay neither inserted nor found');
      await linkEventToStay(tx, eventRowId, open.id);
      return { sessionId: open.id, created: false };
    }
    await linkEventToStay(tx, eventRowId, created.id);
    if (waitingExit) await linkEventToStay(tx, waitingExit.id, created.id);
    return { sessionId: created.id, created: true };
  });
}

/**
 * POST /api/gate/exits: closes the plate's open stay; without one the exit is kept, waiting for
 * its entry (recorded true, sessionId null). A repeat is recorded false.
 */
export async function recordExit(context: ReportContext, body: GateExitBody) {
  const { db, operator, now } = context;
  const plate = plateOf(body.licensePlate);
  const occurredAt = gateEventInstant(body.occurredAt, now);
  return db.transaction(async (tx) => {
    await lockPlate(tx, body.placeId, plate);
    const event: GateEventInput = {
      customerId: operator.customerId,
      placeId: body.placeId,
      kind: 'EXIT',
      eventId: body.eventId ?? null,
      plate,
      occurredAt,
      apiKeyId: operator.apiKeyId,
    };
    const eventRowId = await insertGateEvent(tx, event);
    if (eventRowId === null) {
      const recorded = await findRecordedEvent(tx, event);
      return { sessionId: recorded.stayId, recorded: false };
    }
    const closed = await closeOpenStay(tx, body.placeId, plate, occurredAt);
    if (!closed) return { sessionId: null, recorded: true };
    await linkEventToStay(tx, eventRowId, closed.id);
    return { sessionId: closed.id, recorded: true };
  });
}
