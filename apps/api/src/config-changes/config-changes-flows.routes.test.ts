import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeQuote,
  HOUR,
  placeTime,
  reservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { changePlace, renamePlace, repriceRateLine } from '#test/config-change-helpers.js';
import { generateExtension, paidSession } from '#test/extension-helpers.js';
import { extensionRateNamed, rateBody, rateNamed } from '#test/payment-helpers.js';
import { emailTicket, outboxTo, paidRight } from '#test/receipt-helpers.js';
import { midtown } from '#test/reminder-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { placeSettings, rate, rateLine } from '../db/schema/index.js';

// The flows' own caches of configuration (the quote's place, a place's extension setting, the
// receipts' brand) drop
// what a change touched, as the place response does (config-changes.routes.test.ts).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PLACE_CACHE_TTL_MS: '30000' } });
  await setUpReservationPlace(server, { spaces: 50, provider: 'CARD_INTENT' });
});
afterAll(() => server?.close());

describe("a configuration change reaches the flows' caches", () => {
  it('prices the next quote at the tier’s new value', async () => {
    const start = placeTime(1, 10);
    const end = new Date(start.getTime() + HOUR);
    expect((await computeQuote(server, start, end)).amountMinor).toBe(500);
    const [tier] = await server.database.db
      .select({ id: rateLine.id })
      .from(rateLine)
      .innerJoin(rate, eq(rate.id, rateLine.rateId))
      .where(and(eq(rate.placeId, reservationPlace), eq(rate.name, 'Test 1 hour')));
    await repriceRateLine(server, reservationPlace, tier?.id ?? '', 650);
    expect((await computeQuote(server, start, end)).amountMinor).toBe(650);
  });

  it("names the place's new name in the next receipt", async () => {
    const oneHour = await rateNamed(server, midtown, '1 hour');
    const subjectOf = async (plate: string, email: string) => {
      const { assignedRightId, payerKey } = await paidRight(server, midtown, oneHour, plate);
      const sent = await emailTicket(server, midtown, assignedRightId, { email }, { payerKey });
      expect(sent.response.status, JSON.stringify(sent.body)).toBe(200);
      const [message] = await outboxTo(server, email);
      return message?.subject;
    };
    expect(await subjectOf('CFG010', 'before@example.com')).toBe(
      'Your parking receipt: Midtown Garage',
    );
    await renamePlace(server, midtown, 'Midtown Renamed Garage', 'announce');
    expect(await subjectOf('CFG011', 'after@example.com')).toBe(
      'Your parking receipt: Midtown Renamed Garage',
    );
  });

  it('refuses an extension once the place stops allowing them', async () => {
    const oneHour = await rateNamed(server, midtown, '1 hour');
    const assignedRightId = await paidSession(server, midtown, oneHour, 'CFG001');
    const plus30 = await extensionRateNamed(server, midtown, assignedRightId, '+30 min');
    const extend = () =>
      generateExtension(server, 'card-intent', assignedRightId, rateBody(midtown, plus30));
    expect((await extend()).response.status).toBe(200);

    await changePlace(server, midtown, (tx) =>
      tx
        .update(placeSettings)
        .set({ allowExtensions: false })
        .where(eq(placeSettings.placeId, midtown)),
    );
    const refused = await extend();
    expect(refused.body).toMatchObject({ message: 'Extensions are not allowed at this place' });
  });
});
