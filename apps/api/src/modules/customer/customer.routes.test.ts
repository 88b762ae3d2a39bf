import {
  CustomerSchema,
  DEFAULT_CUSTOMER_SETTINGS,
  ErrorResponseSchema,
  PLACE_INCLUDES,
} from '@parking/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, gatedLot, transientOpensLater } from '#api/db/seed/demo-extra-ids.js';
import { getPlace as getPlaceOf, placeOf } from '#test/customer-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const ALL = PLACE_INCLUDES.join(',');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const getPlace = (placeId: string, include?: string) => getPlaceOf(server, placeId, include);
const place = (placeId: string, include?: string) => placeOf(server, placeId, include);

const demoPlaces = [
  ['transientOpen', places.transientOpen.id],
  ['transientManyRates', places.transientManyRates.id],
  ['transientClosed', places.transientClosed.id],
  ['transientClosingSoon', places.transientClosingSoon.id],
  ['transientOpensLater', transientOpensLater],
  ['reservation', places.reservation.id],
  ['permit', places.permit.id],
  ['gatedLot', gatedLot],
  ['secondCustomer', DEMO_IDS.secondCustomer.placeId],
] as const;

describe('GET /api/customer/place/:placeId', () => {
  it.each(demoPlaces)('returns every include for %s, matching the contract', async (_, id) => {
    const { response } = await getPlace(id, ALL);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const parsed = await place(id, ALL);
    for (const include of PLACE_INCLUDES) expect(parsed[include]).toBeDefined();
    expect(parsed.place?.placeId).toBe(id);
    expect(parsed.placeIds).toContain(id);
    expect(parsed.placePeriod?.some((period) => period.type === 'PRIMARY')).toBe(true);
  });

  it.each(PLACE_INCLUDES)('includes exactly %s when asked for it alone', async (include) => {
    const { response, body } = await getPlace(places.transientOpen.id, include);
    expect(response.status).toBe(200);
    const optional = PLACE_INCLUDES.filter((key) => key in body);
    expect(optional).toEqual([include]);
  });

  it('returns just the customer core without include', async () => {
    const { response, body } = await getPlace(places.transientOpen.id);
    expect(response.status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'customerId',
        'name',
        'description',
        'organizationId',
        'landingUrl',
        'logoUrl',
        'primaryColor',
        'secondaryColor',
        'contactPhone',
        'contactEmail',
        'termsUrl',
        'lang',
        'placeIds',
        // Paid through the card sandbox (docs/decisions/073).
        'testMode',
      ].sort(),
    );
    expect(body).toMatchObject({
      customerId: DEMO_IDS.customer.id,
      name: 'Demo Parking Co',
      lang: ['en-US', 'es-ES'],
      logoUrl: '/demo/logo-demo-parking.svg',
      primaryColor: '#0b57d0',
      contactEmail: 'help@demo-parking.example',
    });
  });

  it('accepts duplicated includes in any order', async () => {
    const body = await place(places.transientOpen.id, 'settings,rate,,rate');
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['settings', 'rate']));
    expect('place' in body).toBe(false);
  });

  it('rejects an unknown include without repeating it (the message is logged)', async () => {
    const { response, body } = await getPlace(places.transientOpen.id, 'rate,RACE4694');
    expect(response.status).toBe(400);
    const error = ErrorResponseSchema.strict().parse(body);
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('1 unknown value;');
    expect(error.message).not.toContain('RACE4694');
    expect(error.message).toMatch(/^querystring\/include /);
  });

  it('rejects a malformed UUID with 400 { message, statusCode }', async () => {
    const { response, body } = await getPlace('not-a-uuid', ALL);
    expect(response.status).toBe(400);
    expect(body).toEqual({
      message: 'params/placeId must be a UUID',
      statusCode: 400,
      code: 'VALIDATION',
      field: 'placeId',
    });
  });

  it('answers 404 for an unknown place', async () => {
    const { response, body } = await getPlace('00000000-0000-4000-8000-000000000000', ALL);
    expect(response.status).toBe(404);
    expect(body).toEqual({ message: 'Place not found', statusCode: 404, code: 'PLACE_NOT_FOUND' });
  });

  it('sends no-cache with an ETag, and 304 when it matches', async () => {
    const { response } = await getPlace(places.transientOpen.id, ALL);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await server.request(
      `/api/customer/place/${places.transientOpen.id}?include=${ALL}`,
      {
        headers: { 'if-none-match': etag ?? '' },
      },
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves the cached response until invalidatePlace', async () => {
    const id = places.transientOpen.id;
    const nameNow = async () => (await place(id, 'place')).place?.name;
    const before = await nameNow();
    // Raw SQL on purpose: a change made behind the service's back, like an operator's.
    const rename = (name: string) =>
      server.database.db.execute(sql`update place set name = ${name} where id = ${id}`);
    await rename('Renamed Garage');
    expect(await nameNow()).toBe(before);
    server.app.services.customer.invalidatePlace(id);
    expect(await nameNow()).toBe('Renamed Garage');
    await rename(before ?? '');
    server.app.services.customer.invalidatePlace(id);
  });
});

describe('GET /api/customer/:customerId', () => {
  it('returns the customer with organisation and settings defaults', async () => {
    const response = await server.request(`/api/customer/${DEMO_IDS.customer.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    const body = CustomerSchema.strict().parse(await response.json());
    expect(body.settings).toEqual({
      customerSettingsId: expect.any(String),
      customerId: DEMO_IDS.customer.id,
      ...DEFAULT_CUSTOMER_SETTINGS,
      // The demo operator sends a missed plate to the similar plates (decision 056).
      similarPlatesOnMiss: true,
    });
    expect(body.organization).toMatchObject({
      defaultCurrencyCode: 'USD',
      defaultMeasurementUnit: 'imperial',
      defaultDateFormat: 'MM/DD/YYYY hh:mm A',
      defaultCountryCode: 'US',
    });
    expect(body.placeIds).toHaveLength(8);
    expect(body.placeIds[0]).toBe(places.transientOpen.id);
    // Only the lot with a gated tariff, with the zone its search by entry time reads, and its
    // name in Spanish beside the default (decision 088).
    expect(body.gatedPlaces).toEqual([
      {
        placeId: gatedLot,
        name: 'Demo Gated Lot',
        timezone: 'Europe/Madrid',
        translations: { 'es-ES': { name: 'Aparcamiento con barrera (demo)' } },
      },
    ]);
  });

  it('returns the second customer', async () => {
    const response = await server.request(`/api/customer/${DEMO_IDS.secondCustomer.id}`);
    const body = CustomerSchema.parse(await response.json());
    expect(body).toMatchObject({ name: 'Aparcamientos Sol', lang: ['es-ES'] });
    expect(body.organization.defaultCurrencyCode).toBe('EUR');
    // The second operator's gated lot is another helper's seed (decision 059): none on main.
    expect(Array.isArray(body.gatedPlaces)).toBe(true);
  });

  it('rejects a malformed UUID and answers 404 for an unknown one', async () => {
    const bad = await server.request('/api/customer/1234');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'params/customerId must be a UUID',
      statusCode: 400,
      code: 'VALIDATION',
      field: 'customerId',
    });
    const unknown = await server.request('/api/customer/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: 'Customer not found',
      statusCode: 404,
      code: 'CUSTOMER_NOT_FOUND',
    });
  });
});
