import { BOOKING_MESSAGES, CardPaymentIntentSchema, type PendingQuote } from '@parking/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPayment } from '#api/db/schema/index.js';
import {
  computeQuote,
  placeTime,
  reservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { clientAt } from '#test/client-address.js';
import { postJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const HOUR = 3_600_000;
const GENERATE = '/api/card-intent/generate-payment-by-quote';
const TOO_MANY = {
  message: BOOKING_MESSAGES.tooManyHolds,
  statusCode: 429,
  code: 'TOO_MANY_HOLDS',
};
let direct: TestServer;
let proxied: TestServer;
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

beforeAll(async () => {
  // The product's figure (5): the test server lifts it for other files' drivers.
  direct = await startTestServer({ env: { HOLDS_PER_CLIENT_AT_PLACE: '' }, now });
  await setUpReservationPlace(direct, { spaces: 50, provider: 'CARD_INTENT' });
  // Behind a proxy on this machine, which names the client in X-Forwarded-For.
  proxied = await startTestServer({
    env: { HOLDS_PER_CLIENT_AT_PLACE: '', TRUST_PROXY: '127.0.0.1' },
    database: direct.database,
    now,
  });
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

async function quotes(server: TestServer, weekday: number, count: number) {
  const start = placeTime(weekday, 10);
  const made: PendingQuote[] = [];
  for (let n = 0; n < count; n += 1) {
    made.push(await computeQuote(server, start, new Date(start.getTime() + 2 * HOUR)));
  }
  return made;
}
const bodyOf = (quote: PendingQuote) => ({
  quoteId: quote.pendingQuoteId,
  placeId: reservationPlace,
});
const holdsOf = (quoteIds: string[]) =>
  direct.database.db
    .select({ id: pendingPayment.id, clientKey: pendingPayment.clientKey })
    .from(pendingPayment)
    .where(inArray(pendingPayment.quoteId, quoteIds));

/** A generate from behind the proxy, for the client it names. */
const forwardedFor = (client: string, quote: PendingQuote) =>
  proxied
    .request(GENERATE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(bodyOf(quote)),
    })
    .then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

describe('live holds per client address at a place', () => {
  it("refuses one address's 6th live hold, in words the web translates; another address is served", async () => {
    const [a1, a2, a3, a4, a5, a6, b1] = await quotes(direct, 2, 7);
    const driver = clientAt(direct, '127.0.0.2');
    for (const quote of [a1, a2, a3, a4, a5] as PendingQuote[]) {
      expect((await driver.post(GENERATE, bodyOf(quote))).response.status).toBe(200);
    }
    const sixth = await driver.post(GENERATE, bodyOf(a6 as PendingQuote));
    expect(sixth.response.status).toBe(429);
    expect(sixth.body).toEqual(TOO_MANY);
    // Asking again for a quote it holds is no new hold: answered.
    const again = await driver.post(GENERATE, bodyOf(a1 as PendingQuote));
    expect(again.response.status).toBe(200);
    const other = await clientAt(direct, '127.0.0.3').post(GENERATE, bodyOf(b1 as PendingQuote));
    expect(other.response.status).toBe(200);
    // The sixth made no hold, and the address is not what was stored.
    const held = await holdsOf([a1, a2, a3, a4, a5, a6].map((q) => q?.pendingQuoteId as string));
    expect(held).toHaveLength(5);
    for (const row of held) {
      expect(row.clientKey).toMatch(/^[\w-]{43}$/);
      expect(row.clientKey).not.toContain('127.0.0.2');
    }
    expect(new Set(held.map((row) => row.clientKey)).size).toBe(1);
  });

  it('a paid hold or an expired one no longer counts', async () => {
    const [c1, c2, c3, c4, c5, c6, c7] = await quotes(direct, 3, 7);
    const driver = clientAt(direct, '127.0.0.4');
    const made = [];
    for (const quote of [c1, c2, c3, c4, c5] as PendingQuote[]) {
      made.push(CardPaymentIntentSchema.parse((await driver.post(GENERATE, bodyOf(quote))).body));
    }
    expect((await driver.post(GENERATE, bodyOf(c6 as PendingQuote))).response.status).toBe(429);
    const paid = await postJson(direct, '/api/card-intent/process-payment-booking', {
      paymentIntentId: made[0]?.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'LIMIT01',
      email: 'limit@example.com',
    });
    expect(paid.response.status).toBe(200);
    expect((await driver.post(GENERATE, bodyOf(c6 as PendingQuote))).response.status).toBe(200);
    expect((await driver.post(GENERATE, bodyOf(c7 as PendingQuote))).response.status).toBe(429);
    clockOffsetMs = 5 * 60_000;
    try {
      const later = await quotes(direct, 3, 1);
      expect((await driver.post(GENERATE, bodyOf(later[0] as PendingQuote))).response.status).toBe(
        200,
      );
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('ten generates at once from one address on ten quotes: five holds', async () => {
    const made = await quotes(direct, 4, 10);
    const driver = clientAt(direct, '127.0.0.5');
    const results = await Promise.all(made.map((quote) => driver.post(GENERATE, bodyOf(quote))));
    const statuses = results.map((result) => result.response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await holdsOf(made.map((quote) => quote.pendingQuoteId))).toHaveLength(5);
  });

  it('behind TRUST_PROXY, per client the proxy names', async () => {
    const made = await quotes(proxied, 5, 7);
    for (const quote of made.slice(0, 5)) {
      expect((await forwardedFor('203.0.113.7', quote)).status).toBe(200);
    }
    expect(await forwardedFor('203.0.113.7', made[5] as PendingQuote)).toEqual({
      status: 429,
      body: TOO_MANY,
    });
    expect((await forwardedFor('203.0.113.8', made[5] as PendingQuote)).status).toBe(200);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For changes nobody', async () => {
    const made = await quotes(direct, 6, 6);
    const statuses: number[] = [];
    for (const [n, quote] of made.entries()) {
      const response = await direct.request(GENERATE, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` },
        body: JSON.stringify(bodyOf(quote)),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const [row] = await direct.database.db
      .select({ id: pendingPayment.id })
      .from(pendingPayment)
      .where(eq(pendingPayment.quoteId, made[5]?.pendingQuoteId as string));
    expect(row).toBeUndefined();
  });
});
