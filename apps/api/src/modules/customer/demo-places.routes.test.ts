import { type CustomerPlace, PLACE_INCLUDES } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, transientOpensLater } from '#api/db/seed/demo-extra-ids.js';
import { placeOf } from '#test/customer-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const ALL = PLACE_INCLUDES.join(',');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const place = (placeId: string, include?: string) => placeOf(server, placeId, include);

const DAY = 86_400_000;
const msFromNow = (instant: string | null | undefined) =>
  new Date(instant ?? 0).getTime() - Date.now();
const periodOf = (body: CustomerPlace, type: string) =>
  body.placePeriod?.find((period) => period.type === type);

describe('GET /api/customer/place/:placeId of the demo places', () => {
  it('shows the Midtown Garage as the spec describes it', async () => {
    const body = await place(places.transientOpen.id, ALL);
    expect(body.place).toMatchObject({
      name: 'Midtown Garage',
      timezone: 'America/New_York',
      addresses: [{ addressLine1: '350 W 42nd St', city: 'New York', postalCode: '10036' }],
    });
    expect(body.placeImages?.map((image) => image.url)).toEqual([
      '/demo/place-entrance.svg',
      '/demo/place-garage.svg',
      '/demo/place-street.svg',
    ]);
    expect(body.settings).toEqual({
      defaultDateFormat: 'MM/DD/YYYY hh:mm A',
      expireMinutes: 15,
      allowExtensions: true,
      allowSms: true,
      defaultSms: true,
      vehicleLookup: true,
    });
    expect(body.paymentProvider).toBe('CARD_INTENT');
    expect(body.organization).toMatchObject({
      defaultCurrencyCode: 'USD',
      defaultCountryCode: 'US',
    });
    // Purchasable rates only (extensions are not listed), in order, money in both units.
    expect(body.rate).toEqual([
      expect.objectContaining({
        name: '1 hour',
        value: 3,
        serviceFee: 0.35,
        valueMinor: 300,
        durationEnd: 'PT1H',
        timePeriodOfDay: null,
      }),
      expect.objectContaining({
        name: '2 hours',
        value: 5.5,
        serviceFeeMinor: 35,
        durationEnd: 'PT2H',
      }),
      expect.objectContaining({
        name: 'All day',
        value: 18,
        serviceFee: 0,
        durationEnd: null,
        timePeriodOfDay: { startBefore: null, endTimeOfPeriod: 1439 },
      }),
    ]);
    const primary = periodOf(body, 'PRIMARY');
    expect(primary?.dayWeek).toHaveLength(7);
    expect(primary?.dayWeek[0]).toEqual({
      applicableDay: 'MONDAY',
      timePeriodOfDay: [{ startTimeOfPeriod: 0, endTimeOfPeriod: 1439 }],
    });
  });

  it('lists 12 rates, one free, at Plaza Mayor, with the second card kind', async () => {
    const body = await place(places.transientManyRates.id, 'rate,paymentProvider');
    expect(body.rate).toHaveLength(12);
    expect(body.rate?.[0]).toMatchObject({ name: '15 min free', value: 0, durationEnd: 'PT15M' });
    expect(body.rate?.some((rate) => rate.serviceFee > 0)).toBe(true);
    expect(body.paymentProvider).toBe('CARD_CLIENT_SECRET');
  });

  it('gives Riverside Lot an exception covering now and Mon-Fri / Sat (+1) hours', async () => {
    const body = await place(places.transientClosed.id, 'placePeriod');
    const exception = periodOf(body, 'EXCEPTION');
    expect(msFromNow(exception?.startOfPeriod)).toBeLessThan(0);
    expect(msFromNow(exception?.endOfPeriod)).toBeGreaterThan(2.9 * DAY);
    expect(exception?.dayWeek).toEqual([]);
    const primary = periodOf(body, 'PRIMARY');
    expect(primary?.dayWeek.map((day) => day.applicableDay)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
    ]);
    expect(primary?.dayWeek[5]?.timePeriodOfDay).toEqual([
      { startTimeOfPeriod: 0, endTimeOfPeriod: 2879 },
    ]);
  });

  it('gives Harbor Garage an exception starting in about 2 days', async () => {
    const body = await place(places.transientClosingSoon.id, 'placePeriod');
    const startsIn = msFromNow(periodOf(body, 'EXCEPTION')?.startOfPeriod);
    expect(startsIn).toBeGreaterThan(1.9 * DAY);
    expect(startsIn).toBeLessThan(2.1 * DAY);
  });

  it('starts the Union Square PRIMARY period in about 10 days', async () => {
    const body = await place(transientOpensLater, 'placePeriod');
    expect(body.placePeriod).toHaveLength(1);
    const primary = periodOf(body, 'PRIMARY');
    expect(msFromNow(primary?.startOfPeriod)).toBeGreaterThan(9.9 * DAY);
    expect(primary?.dayWeek.at(-1)).toEqual({
      applicableDay: 'SATURDAY',
      timePeriodOfDay: [{ startTimeOfPeriod: 540, endTimeOfPeriod: 840 }],
    });
  });

  it('shows the reservation place with vehicle types, services, terms and closing days', async () => {
    const body = await place(places.reservation.id, ALL);
    expect(body.termsUrl).toBe('https://demo-parking.example/terms');
    expect(body.placeVehicleType?.map((vehicle) => vehicle.icon)).toEqual([
      'standard',
      'large',
      'motorcycle',
    ]);
    expect(body.placeServiceType?.map((service) => service.icon)).toEqual([
      'covered-lot',
      'surveillance-camera',
      'wheelchair-accessible',
      'electric-charging',
      'self-park',
    ]);
    expect(body.closingDays?.map((day) => day.reason).sort()).toEqual([
      'Christmas Day',
      "New Year's Day",
    ]);
    expect(body.place?.timezone).toBe('America/Los_Angeles');
  });

  it('keeps the permit rate out of the purchasable rates', async () => {
    const body = await place(places.permit.id, 'rate');
    expect(body.rate).toEqual([]);
  });

  it('shows the second customer in EUR with Spanish only', async () => {
    const body = await place(DEMO_IDS.secondCustomer.placeId, ALL);
    expect(body).toMatchObject({
      customerId: DEMO_IDS.secondCustomer.id,
      name: 'Aparcamientos Sol',
      lang: ['es-ES'],
      primaryColor: '#b3261e',
      organization: {
        defaultCurrencyCode: 'EUR',
        defaultCountryCode: 'ES',
        defaultMeasurementUnit: 'metric',
      },
      settings: { vehicleLookup: true },
    });
    // Its car park and its gated lot (decision 059).
    expect(body.placeIds).toEqual([
      DEMO_IDS.secondCustomer.placeId,
      DEMO_IDS.secondCustomer.gatedLotId,
    ]);
    expect(body.rate?.every((rate) => rate.currencyCode === 'EUR')).toBe(true);
  });
});
