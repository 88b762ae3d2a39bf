import { DEFAULT_DATE_FORMAT } from '@parking/domain';
import { DEMO_IDS, gatedLot } from './demo-extra-ids.js';
import { demoTransientPlaces } from './demo-transient-places.js';
import {
  allDay,
  MONDAY_TO_FRIDAY,
  type PlaceSpec,
  SINCE_2024,
  US_DATE_FORMAT,
  WEEKEND,
} from './place-builder.js';

const { places } = DEMO_IDS;
const customerId = DEMO_IDS.customer.id;

export const vehicleTypeIds = {
  standard: 'a9e2a0f4-3a55-4c1e-9d0f-1f1a7c2b6d01',
  large: 'a9e2a0f4-3a55-4c1e-9d0f-1f1a7c2b6d02',
  motorcycle: 'a9e2a0f4-3a55-4c1e-9d0f-1f1a7c2b6d03',
} as const;

export const serviceTypeIds = {
  coveredLot: 'c4d1b7e2-8f3a-4b6c-a2d5-3e9f0b1c7a01',
  surveillanceCamera: 'c4d1b7e2-8f3a-4b6c-a2d5-3e9f0b1c7a02',
  wheelchairAccessible: 'c4d1b7e2-8f3a-4b6c-a2d5-3e9f0b1c7a03',
  electricCharging: 'c4d1b7e2-8f3a-4b6c-a2d5-3e9f0b1c7a04',
  selfPark: 'c4d1b7e2-8f3a-4b6c-a2d5-3e9f0b1c7a05',
} as const;

/** The reservation place's tiers; demo-booking.ts pays the 6-hour one. */
export const LAX_TIERS = [
  { name: '1 hour', type: 'FLAT_RATE_TIER', value: 800, fee: 150, minutes: 60 },
  { name: '3 hours', type: 'FLAT_RATE_TIER', value: 1800, fee: 200, minutes: 180 },
  { name: '6 hours', type: 'FLAT_RATE_TIER', value: 2800, fee: 250, minutes: 360 },
  { name: 'Daily', type: 'FLAT_RATE_TIER', value: 3500, fee: 300, minutes: 1440 },
] as const;

/** The next `month`/`day` on or after today (UTC), as YYYY-MM-DD: holidays stay ahead. */
function nextDate(now: Date, month: number, day: number): string {
  let year = now.getUTCFullYear();
  const candidate = (y: number) => Date.UTC(y, month - 1, day);
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  if (candidate(year) < today) year += 1;
  return new Date(candidate(year)).toISOString().slice(0, 10);
}

/** The places of customer 1, Demo Parking Co (USD). */
export function demoPlaces(now: Date): PlaceSpec[] {
  return [
    ...demoTransientPlaces(now),
    {
      id: places.reservation.id,
      key: 'lax',
      customerId,
      position: 5,
      name: 'LAX Park & Fly',
      description: 'Book ahead: free shuttle to every LAX terminal.',
      spacesTotal: 800,
      timezone: 'America/Los_Angeles',
      termsUrl: 'https://demo-parking.example/terms',
      currencyCode: 'USD',
      // Cancellable (and refunded) until 24 hours before the start (decision 053).
      settings: { defaultDateFormat: US_DATE_FORMAT, bookingCancelBeforeMinutes: 1440 },
      address: {
        addressLine1: '9600 S Sepulveda Blvd',
        city: 'Los Angeles',
        postalCode: '90045',
        countryCode: 'US',
      },
      images: [['/demo/place-entrance.svg', 'Entrance of LAX Park & Fly']],
      periods: [
        {
          type: 'PRIMARY',
          start: SINCE_2024,
          end: null,
          ranges: [
            { days: MONDAY_TO_FRIDAY, start: 360, end: 1320 },
            { days: WEEKEND, start: 480, end: 1200 },
          ],
        },
      ],
      // Tiers by duration (decision 051): a quote combines them into the cheapest cover.
      rates: [...LAX_TIERS],
      vehicleTypeIds: [vehicleTypeIds.standard, vehicleTypeIds.large, vehicleTypeIds.motorcycle],
      serviceTypeIds: [
        serviceTypeIds.coveredLot,
        serviceTypeIds.surveillanceCamera,
        serviceTypeIds.wheelchairAccessible,
        serviceTypeIds.electricCharging,
        serviceTypeIds.selfPark,
      ],
      closingDays: [
        { date: nextDate(now, 12, 25), reason: 'Christmas Day' },
        { date: nextDate(now, 1, 1), reason: "New Year's Day" },
      ],
    },
    {
      id: places.permit.id,
      key: 'city-center',
      customerId,
      position: 6,
      name: 'City Center Permits',
      description: 'Monthly permit parking for residents and commuters.',
      spacesTotal: 60,
      timezone: 'America/New_York',
      currencyCode: 'USD',
      settings: { defaultDateFormat: US_DATE_FORMAT },
      address: {
        addressLine1: '100 Church St',
        city: 'New York',
        postalCode: '10007',
        countryCode: 'US',
      },
      images: [['/demo/place-garage.svg', 'Permit level of City Center garage']],
      periods: [{ type: 'PRIMARY', start: SINCE_2024, end: null, ranges: allDay() }],
      rates: [{ name: 'Monthly permit', type: 'PERMIT', value: 12000, fee: 0 }],
    },
    {
      id: gatedLot,
      key: 'gated',
      customerId,
      position: 7,
      name: 'Demo Gated Lot',
      description: 'Barrier-controlled lot: pay your stay by plate before leaving.',
      spacesTotal: 150,
      timezone: 'Europe/Madrid',
      currencyCode: 'USD',
      settings: { defaultDateFormat: DEFAULT_DATE_FORMAT },
      address: {
        addressLine1: 'Calle de Alcalá 50',
        city: 'Madrid',
        postalCode: '28014',
        countryCode: 'ES',
      },
      images: [['/demo/place-entrance.svg', 'Barrier at the entrance of the gated lot']],
      periods: [{ type: 'PRIMARY', start: SINCE_2024, end: null, ranges: allDay() }],
      rates: [],
    },
  ];
}

/** The one place of the second customer, Aparcamientos Sol (EUR, es-ES only). */
export function secondCustomerPlace(): PlaceSpec {
  return {
    id: DEMO_IDS.secondCustomer.placeId,
    key: 'puerta-del-sol',
    customerId: DEMO_IDS.secondCustomer.id,
    position: 0,
    name: 'Aparcamiento Puerta del Sol',
    description: 'Aparcamiento público en pleno centro de Madrid.',
    spacesTotal: 300,
    timezone: 'Europe/Madrid',
    currencyCode: 'EUR',
    paymentProvider: 'CARD_INTENT',
    settings: { defaultDateFormat: DEFAULT_DATE_FORMAT, vehicleLookup: true },
    address: {
      addressLine1: 'Puerta del Sol 1',
      city: 'Madrid',
      postalCode: '28013',
      countryCode: 'ES',
    },
    images: [['/demo/place-garage.svg', 'Planta del Aparcamiento Puerta del Sol']],
    periods: [{ type: 'PRIMARY', start: SINCE_2024, end: null, ranges: allDay() }],
    rates: [
      { name: '1 hora', value: 250, fee: 20, minutes: 60 },
      { name: '3 horas', value: 600, fee: 20, minutes: 180 },
    ],
  };
}
