import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { gateEvent, stay } from '../src/db/schema/index.js';
import { DEMO_IDS, gatedLot } from '../src/db/seed/demo-extra-ids.js';
import type { HttpServer } from './payment-helpers.js';

/** The seeded demo key of customer 1's gates (demo-ids.json accessControl.gateApiKey). */
export const DEMO_GATE_KEY = DEMO_IDS.accessControl.gateApiKey;
export { gatedLot };

const MINUTE = 60_000;
/** An ISO instant `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * MINUTE).toISOString();

/** A call to /api/gate/* with a bearer key (or none); JSON in, JSON out. */
export async function gateCall(
  server: HttpServer,
  path: string,
  options: { key?: string | null; body?: unknown; rawBody?: string; authorization?: string } = {},
) {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? DEMO_GATE_KEY : options.key;
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (key !== null) headers.authorization = `Bearer ${key}`;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await server.request(`/api/gate${path}`, {
    method: hasBody ? 'POST' : 'GET',
    headers,
    ...(hasBody ? { body: options.rawBody ?? JSON.stringify(options.body) } : {}),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

export const postEntry = (server: HttpServer, body: Record<string, unknown>, key?: string | null) =>
  gateCall(server, '/entries', { body: { placeId: gatedLot, ...body }, key });

export const postExit = (server: HttpServer, body: Record<string, unknown>, key?: string | null) =>
  gateCall(server, '/exits', { body: { placeId: gatedLot, ...body }, key });

export const exitPermission = (server: HttpServer, query: Record<string, string>, key?: string) =>
  gateCall(server, `/places/${gatedLot}/exit-permission?${new URLSearchParams(query)}`, { key });

/** How many stays and gate reports there are: a refused call must change neither. */
export async function gateCounts(database: DatabaseHandle) {
  const [stays] = await database.db.select({ n: count() }).from(stay);
  const [events] = await database.db.select({ n: count() }).from(gateEvent);
  return { stays: stays?.n ?? 0, events: events?.n ?? 0 };
}

export async function stayRow(database: DatabaseHandle, stayId: string) {
  const [row] = await database.db.select().from(stay).where(eq(stay.id, stayId));
  expect(row, `stay ${stayId}`).toBeDefined();
  return row as typeof stay.$inferSelect;
}

/** Every stay of a plate in the demo gated lot. */
export async function staysOfPlate(database: DatabaseHandle, plate: string) {
  return database.db.select().from(stay).where(eq(stay.plate, plate));
}
