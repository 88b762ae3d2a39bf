import { DEFAULT_DATE_FORMAT } from '@parking/domain';
import { DEMO_IDS, transientOpensLater } from './demo-extra-ids.js';
import {
  allDay,
  MONDAY_TO_FRIDAY,
  type PlaceSpec,
  SINCE_2024,
  US_DATE_FORMAT,
} from './place-builder.js';

const DAY = 24 * 60 * 60 * 1000;
const { places } = DEMO_IDS;
const customerId = DEMO_IDS.customer.id;

const midtownSettings = {
  defaultDateFormat: US_DATE_FORMAT,
  expireMinutes: 15,
  allowExtensions: true,
  allowSms: true,
  defaultSms: true,
  vehicleLookup: true,
};

/**
 * Demo Parking Co's five pay-and-go places (positions 0 to 4): open, many rates, closed,
 * closing soon, opening later.
 */
export function demoTransientPlaces(now: Date): PlaceSpec[] {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  return [
    {
      id: places.transientOpen.id,
      key: 'midtown',
      customerId,
      position: 0,
      name: 'Midtown Garage',
      description: 'Covered garage two blocks from Times Square, open around the clock.',
      spacesTotal: 250,
      timezone: 'America/New_York',
      currencyCode: 'USD',
      paymentProvider: 'CARD_INTENT',
      settings: midtownSettings,
      address: {
        addressLine1: '350 W 42nd St',
        city: 'New York',
        postalCode: '10036',
        countryCode: 'US',
      },
      images: [
        ['/demo/place-entrance.svg', 'Entrance of Midtown Garage on W 42nd St'],
        ['/demo/place-garage.svg', 'Parking level inside Midtown Garage'],
        ['/demo/place-street.svg', 'Street view of Midtown Garage'],
      ],
      periods: [{ type: 'PRIMARY', start: SINCE_2024, end: null, ranges: allDay() }],
      rates: [
        { name: '1 hour', value: 300, fee: 35, minutes: 60 },
        { name: '2 hours', value: 550, fee: 35, minutes: 120 },
        { name: 'All day', value: 1800, fee: 0, endTimeOfPeriod: 1439 },
        { name: '+30 min', type: 'EXTENSION', value: 150, minutes: 30 },
        { name: '+1 hour', type: 'EXTENSION', value: 275, minutes: 60 },
      ],
    },
    {
      id: places.transientManyRates.id,
      key: 'plaza-mayor',
      customerId,
      position: 1,
      name: 'Plaza Mayor Parking',
      description: 'Underground car park under the historic square.',
      spacesTotal: 400,
      timezone: 'Europe/Madrid',
      currencyCode: 'USD',
      paymentProvider: 'CARD_CLIENT_SECRET',
      settings: { defaultDateFormat: DEFAULT_DATE_FORMAT, allowExtensions: true },
      address: {
        addressLine1: 'Calle Mayor 1',
        city: 'Madrid',
        postalCode: '28013',
        countryCode: 'ES',
      },
      images: [
        ['/demo/place-garage.svg', 'Underground level of Plaza Mayor Parking'],
        ['/demo/place-street.svg', 'Entrance ramp on Calle Mayor'],
      ],
      periods: [{ type: 'PRIMARY', start: SINCE_2024, end: null, ranges: allDay() }],
      rates: [
        { name: '15 min free', value: 0, fee: 0, minutes: 15 },
        { name: '30 minutes', value: 150, fee: 25, minutes: 30 },
        { name: '1 hour', value: 250, fee: 25, minutes: 60 },
        { name: '90 minutes', value: 350, fee: 25, minutes: 90 },
        { name: '2 hours', value: 450, fee: 35, minutes: 120 },
        { name: '3 hours', value: 600, fee: 35, minutes: 180 },
        { name: '4 hours', value: 750, fee: 50, minutes: 240 },
        { name: '6 hours', value: 950, fee: 50, minutes: 360 },
        { name: '8 hours', value: 1150, fee: 50, minutes: 480 },
        { name: '12 hours', value: 1500, fee: 75, minutes: 720 },
        { name: 'Until midnight', value: 1800, fee: 75, endTimeOfPeriod: 1439 },
        {
          name: 'Early bird (in before 9:00, out by 19:00)',
          value: 1200,
          fee: 0,
          startBefore: 540,
          endTimeOfPeriod: 1140,
        },
        { name: '+30 min', type: 'EXTENSION', value: 150, minutes: 30 },
        { name: '+1 hour', type: 'EXTENSION', value: 250, minutes: 60 },
      ],
    },
    {
      id: places.transientClosed.id,
      key: 'riverside',
      customerId,
      position: 2,
      name: 'Riverside Lot',
      description: 'Open-air lot by the Hudson River Greenway.',
      spacesTotal: 120,
      timezone: 'America/New_York',
      currencyCode: 'USD',
      settings: { ...midtownSettings, allowExtensions: false },
      address: {
        addressLine1: '601 W 26th St',
        city: 'New York',
        postalCode: '10001',
        countryCode: 'US',
      },
      images: [['/demo/place-street.svg', 'Riverside Lot from the street']],
      periods: [
        {
          // Mon-Fri all day and Saturday 00:00 to Sunday 23:59 (+1): every instant is inside
          // the PRIMARY period, so the closure below is 'exceptional' at any time of day.
          type: 'PRIMARY',
          start: SINCE_2024,
          end: null,
          ranges: [
            { days: MONDAY_TO_FRIDAY, start: 0, end: 1439 },
            { days: ['SATURDAY'], start: 0, end: 2879 },
          ],
        },
        // Re-anchored at every start: closed from yesterday until 3 days from now.
        { type: 'EXCEPTION', start: at(-DAY), end: at(3 * DAY), ranges: [] },
      ],
      rates: [
        { name: '1 hour', value: 300, fee: 35, minutes: 60 },
        { name: '3 hours', value: 700, fee: 35, minutes: 180 },
      ],
    },
    {
      id: places.transientClosingSoon.id,
      key: 'harbor',
      customerId,
      position: 3,
      name: 'Harbor Garage',
      description: 'Garage by the ferry terminal.',
      spacesTotal: 180,
      timezone: 'America/New_York',
      currencyCode: 'USD',
      settings: { ...midtownSettings, allowExtensions: false },
      address: {
        addressLine1: '1 Water St',
        city: 'New York',
        postalCode: '10004',
        countryCode: 'US',
      },
      images: [['/demo/place-garage.svg', 'Inside Harbor Garage']],
      periods: [
        { type: 'PRIMARY', start: SINCE_2024, end: null, ranges: allDay() },
        // Re-anchored at every start: a one-day closure starting in 2 days.
        { type: 'EXCEPTION', start: at(2 * DAY), end: at(3 * DAY), ranges: [] },
      ],
      rates: [
        { name: '1 hour', value: 300, fee: 35, minutes: 60 },
        { name: '3 hours', value: 700, fee: 35, minutes: 180 },
        // Parking itself free, a service fee charged: paid by card, never 'park for free'.
        { name: '20 min drop-off', value: 0, fee: 50, minutes: 20 },
      ],
    },
    {
      id: transientOpensLater,
      key: 'union-square',
      customerId,
      position: 4,
      name: 'Union Square Garage',
      description: 'Opening soon next to Union Square Park.',
      spacesTotal: 90,
      timezone: 'America/New_York',
      currencyCode: 'USD',
      settings: { ...midtownSettings, allowExtensions: false },
      address: {
        addressLine1: '33 E 17th St',
        city: 'New York',
        postalCode: '10003',
        countryCode: 'US',
      },
      images: [['/demo/place-entrance.svg', 'Entrance of Union Square Garage']],
      periods: [
        {
          // Re-anchored at every start: opens in 10 days, so it is closed now by a regular
          // closure whatever the time of day, with different hours on weekdays and Saturday.
          type: 'PRIMARY',
          start: at(10 * DAY),
          end: null,
          ranges: [
            { days: MONDAY_TO_FRIDAY, start: 420, end: 1260 },
            { days: ['SATURDAY'], start: 540, end: 840 },
          ],
        },
      ],
      rates: [
        { name: '1 hour', value: 350, fee: 35, minutes: 60 },
        { name: '2 hours', value: 600, fee: 35, minutes: 120 },
      ],
    },
  ];
}
