import { RateSchema } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { placeSettings } from '#api/db/schema/index.js';
import { DEMO_IDS, liveSessions } from '#api/db/seed/demo-extra-ids.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const midtown = DEMO_IDS.places.transientOpen.id;
const riverside = DEMO_IDS.places.transientClosed.id;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const extensionRates = (placeId: string, assignedRightId: string) =>
  getJson(server, `/api/rate/${placeId}/extension/${assignedRightId}`);

async function setAllowExtensions(placeId: string, allowExtensions: boolean) {
  await server.database.db
    .update(placeSettings)
    .set({ allowExtensions })
    .where(eq(placeSettings.placeId, placeId));
}

describe('GET /api/rate/:placeId/extension/:assignedRightId', () => {
  it("lists Midtown's extension rates for DEMO123's right, in the place endpoint's shape", async () => {
    const result = await extensionRates(midtown, liveSessions.demo123);
    expect(result.response.status).toBe(200);
    const rates = z.array(RateSchema.strict()).parse(result.body);
    expect(rates.map((rate) => [rate.name, rate.type, rate.valueMinor, rate.durationEnd])).toEqual([
      ['+30 min', 'EXTENSION', 150, 'PT30M'],
      ['+1 hour', 'EXTENSION', 275, 'PT1H'],
    ]);
    expect(rates[0]?.value).toBe(1.5);
  });

  it('is empty when the place does not allow extensions', async () => {
    await setAllowExtensions(midtown, false);
    try {
      const result = await extensionRates(midtown, liveSessions.demo123);
      expect(result.response.status).toBe(200);
      expect(result.body).toEqual([]);
    } finally {
      await setAllowExtensions(midtown, true);
    }
  });

  it('answers 404 for an unknown place', async () => {
    const result = await extensionRates(
      '00000000-0000-4000-8000-000000000000',
      liveSessions.demo123,
    );
    expectError(result, 404, 'Place not found', 'PLACE_NOT_FOUND');
  });

  it('answers 404 for an assigned right of another place, or none', async () => {
    expectError(
      await extensionRates(riverside, liveSessions.demo123),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
    expectError(
      await extensionRates(midtown, '00000000-0000-4000-8000-000000000000'),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
  });

  it('answers 400 for ids that are not UUIDs', async () => {
    const result = await extensionRates('not-a-uuid', liveSessions.demo123);
    expect(result.response.status).toBe(400);
  });
});
