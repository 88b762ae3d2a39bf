import { RateSchema } from '@parking/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { place, placeAddress, rate } from '#api/db/schema/index.js';
import { DEMO_IDS, liveSessions } from '#api/db/seed/demo-extra-ids.js';
import { getPlace, placeOf } from '#test/customer-helpers.js';
import { getJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// An operator's texts per language (decision 048): the place and rate documents carry every
// language beside the default fields, and whatever is stored, a bad entry never costs a 500.

const plazaMayor = DEMO_IDS.places.transientManyRates.id;
const midtown = DEMO_IDS.places.transientOpen.id;

let server: TestServer;
beforeAll(async () => {
  // No cache: each test reads what it has just written.
  server = await startTestServer({ env: { PLACE_CACHE_TTL_MS: '0' } });
});
afterAll(() => server?.close());

const rateNamed = async (placeId: string, name: string) => {
  const [row] = await server.database.db
    .select({ id: rate.id })
    .from(rate)
    .where(sql`${rate.placeId} = ${placeId} and ${rate.name} = ${name}`);
  if (!row) throw new Error(`No rate ${name}`);
  return row.id;
};

describe('translations in the place document', () => {
  it('carries every language of the rates and the place beside the default texts', async () => {
    const body = await placeOf(server, plazaMayor, 'place,rate');
    expect(body.place?.name).toBe('Plaza Mayor Parking');
    expect(body.place?.translations).toEqual({
      'es-ES': {
        name: 'Aparcamiento Plaza Mayor',
        description: 'Aparcamiento subterráneo bajo la plaza histórica.',
      },
    });
    expect(body.place?.addresses[0]?.translations).toEqual({});
    const names = body.rate?.map((r) => [r.name, r.translations?.['es-ES']?.name]);
    expect(names?.slice(0, 2)).toEqual([
      ['15 min free', '15 min gratis'],
      ['30 minutes', 'Media hora'],
    ]);
  });

  it('answers the extension rates with their translations, in the same shape', async () => {
    const result = await getJson(server, `/api/rate/${midtown}/extension/${liveSessions.demo123}`);
    expect(result.response.status).toBe(200);
    const rates = z.array(RateSchema.strict()).parse(result.body);
    expect(rates.map((r) => [r.name, r.translations])).toEqual([
      ['+30 min', { 'es-ES': { name: '+30 min' } }],
      ['+1 hour', { 'es-ES': { name: '+1 hora' } }],
    ]);
  });
});

describe('bad stored translations', () => {
  it('drop the bad entries and keep the page and the good ones (never a 500)', async () => {
    const db = server.database.db;
    const free = await rateNamed(plazaMayor, '15 min free');
    const hour = await rateNamed(plazaMayor, '1 hour');
    await db
      .update(rate)
      .set({ translations: { 'es-ES': { name: 42 }, 'en-US': 'x', 'fr-FR': { name: 'Gratuit' } } })
      .where(eq(rate.id, free));
    await db
      .update(rate)
      .set({ translations: { 'es-ES': { name: '  ', other: 'x' }, 'en-US': { name: 'One hour' } } })
      .where(eq(rate.id, hour));
    await db
      .update(place)
      .set({
        translations: {
          'es-ES': { name: ['x'], description: 'x'.repeat(5000) },
          'en-US': { description: 'Under the square' },
          // An own "__proto__" key, as JSON can carry one: read as data, never as a prototype.
          ...JSON.parse('{"__proto__": {"name": "polluted"}}'),
        },
      })
      .where(eq(place.id, plazaMayor));
    await db
      .update(placeAddress)
      .set({ translations: { 'es-ES': null, 'en-US': { addressLine1: { text: 'x' } } } })
      .where(eq(placeAddress.placeId, plazaMayor));

    const { response, body } = await getPlace(server, plazaMayor, 'place,rate');
    expect(response.status).toBe(200);
    const parsed = await placeOf(server, plazaMayor, 'place,rate');
    expect(body).toEqual(JSON.parse(JSON.stringify(parsed)));
    expect(parsed.place?.translations).toEqual({ 'en-US': { description: 'Under the square' } });
    expect(parsed.place?.addresses[0]?.translations).toEqual({});
    const byName = Object.fromEntries((parsed.rate ?? []).map((r) => [r.name, r.translations]));
    expect(byName['15 min free']).toEqual({});
    expect(byName['1 hour']).toEqual({ 'en-US': { name: 'One hour' } });
  });

  it('cannot be stored as anything but an object', async () => {
    const free = await rateNamed(plazaMayor, '15 min free');
    for (const bad of [sql`'[]'::jsonb`, sql`'"1 hora"'::jsonb`, sql`'null'::jsonb`]) {
      await expect(
        server.database.db.execute(sql`update rate set translations = ${bad} where id = ${free}`),
      ).rejects.toThrow();
    }
  });
});
