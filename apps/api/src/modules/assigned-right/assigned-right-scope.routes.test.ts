import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSettings } from '#api/db/schema/index.js';
import { DEMO_IDS, demoBooking, liveSessions } from '#api/db/seed/demo-extra-ids.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22, point 1: the plate lookup answers transient sessions only, and only where the
 * place offers it (vehicleLookup). A booking's or a permit's id is its link: never by plate.
 */
const { places, permits } = DEMO_IDS;
const lax = places.reservation.id;
const cityCenter = places.permit.id;
const midtown = places.transientOpen.id;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const lookup = (localIdentifier: string, placeId: string) =>
  getJson(server, `/api/assigned-right/?${new URLSearchParams({ localIdentifier, placeId })}`);

const setVehicleLookup = (placeId: string, vehicleLookup: boolean) =>
  server.database.db
    .update(placeSettings)
    .set({ vehicleLookup })
    .where(eq(placeSettings.placeId, placeId));

describe('the plate lookup and the links it must not hand out', () => {
  it('refuses BOOK123 at LAX Park & Fly and PERM001 at City Center (vehicleLookup off): no id', async () => {
    for (const [plate, placeId] of [
      ['BOOK123', lax],
      ['PERM001', cityCenter],
    ] as const) {
      const result = await lookup(plate, placeId);
      expectError(result, 403, 'This place does not look up plates');
      const text = JSON.stringify(result.body);
      expect(text).not.toContain(demoBooking.assignedRightId);
      expect(text).not.toContain(permits.active);
    }
  });

  it('never answers a booking or a permit, even where the place looks plates up', async () => {
    await setVehicleLookup(lax, true);
    await setVehicleLookup(cityCenter, true);
    try {
      const booking = await lookup('BOOK123', lax);
      expect(booking.response.status).toBe(200);
      expect(booking.body).toEqual({ data: [] });
      const permit = await lookup('PERM001', cityCenter);
      expect(permit.response.status).toBe(200);
      expect(permit.body).toEqual({ data: [] });
    } finally {
      await setVehicleLookup(lax, false);
      await setVehicleLookup(cityCenter, false);
    }
  });

  it('refuses at a place whose vehicleLookup is turned off, with 403 and a message', async () => {
    await setVehicleLookup(midtown, false);
    try {
      const refused = await lookup('DEMO123', midtown);
      expectError(refused, 403, 'This place does not look up plates');
      expect(JSON.stringify(refused.body)).not.toContain(liveSessions.demo123);
    } finally {
      await setVehicleLookup(midtown, true);
    }
    const allowed = await lookup('DEMO123', midtown);
    expect(allowed.response.status).toBe(200);
  });

  it('answers 404 for an unknown place whatever the plate', async () => {
    expectError(
      await lookup('BOOK123', '00000000-0000-4000-8000-000000000000'),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
  });
});
