import { CustomerPlaceSchema, CustomerSchema } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { place } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { getJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A place paid through an embedded sandbox says so in its public info (testMode), for the web's
 * 'Test mode: no real money' banner (docs/decisions/073); a place served by a real processor
 * does not.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Plaza Mayor, served by Stripe: asked for after this, so no cached copy says otherwise.
  await server.database.db
    .update(place)
    .set({ paymentGateway: 'STRIPE' })
    .where(eq(place.id, DEMO_IDS.places.transientManyRates.id));
});
afterAll(() => server?.close());

const placeInfo = async (placeId: string) => {
  const { response, body } = await getJson(server, `/api/customer/place/${placeId}?include=place`);
  expect(response.status).toBe(200);
  return CustomerPlaceSchema.strict().parse(body);
};

describe('testMode in the public info', () => {
  it('is true for a place paid through the card sandbox', async () => {
    expect((await placeInfo(DEMO_IDS.places.transientOpen.id)).testMode).toBe(true);
  });

  it('is true for a gated lot paid through the redirect sandbox (no REDSYS_*)', async () => {
    expect((await placeInfo(DEMO_IDS.secondCustomer.gatedLotId)).testMode).toBe(true);
    const { body } = await getJson(server, `/api/customer/${DEMO_IDS.secondCustomer.id}`);
    expect(CustomerSchema.strict().parse(body).testMode).toBe(true);
  });

  it('is absent for a place served by a real processor', async () => {
    const info = await placeInfo(DEMO_IDS.places.transientManyRates.id);
    expect(info).not.toHaveProperty('testMode');
  });
});
