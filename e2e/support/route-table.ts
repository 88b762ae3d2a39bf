import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { firstDayAheadAt, MONDAY_TO_FRIDAY } from './days-ahead.ts';
import { demoIds, transientPlaces } from './demo.ts';
import { paidHourByApi } from './paid-session.ts';

/**
 * Every route of the spec's routes table (section 2) with demo data, as a page to measure:
 * `path` is opened; `reach`, when given, then takes the page where the route's state is (a
 * page that gets its data in the navigation's state is reached by navigating, as a driver
 * does). Built once per run from a few payments made through the API.
 */
export interface RouteVisit {
  name: string;
  path: (data: RouteData) => string;
  reach?: (page: Page) => Promise<void>;
}

/** What the routes open that the demo data does not hold: made through the API once a run. */
export interface RouteData {
  transientRight: string;
  pendingQuoteId: string;
  bookingRight: string;
  bookingIntent: string;
}

async function post(path: string, body: unknown): Promise<Record<string, string | undefined>> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string | undefined>;
}

const LAX = demoIds.places.reservation.id;
const LAX_ZONE = 'America/Los_Angeles';

/** 09:00 on the next weekday at least `daysAhead` days away on the place's clock (it is open). */
const weekdayMorning = (daysAhead: number): Date =>
  firstDayAheadAt({ daysAhead, hour: 9, timeZone: LAX_ZONE, weekdays: MONDAY_TO_FRIDAY });

/** A pending quote and a paid booking of 09:00-17:00 at the reservation place. */
export async function bookings() {
  const quoteOf = async (daysAhead: number) => {
    const start = weekdayMorning(daysAhead);
    const end = new Date(start.getTime() + 8 * 3_600_000);
    const quote = await post('/quote/compute/booking', {
      placeId: LAX,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
    });
    return String(quote.pendingQuoteId);
  };
  const pendingQuoteId = await quoteOf(10);
  const paidQuote = await quoteOf(11);
  const intent = await post('/card-intent/generate-payment-by-quote', {
    quoteId: paidQuote,
    placeId: LAX,
  });
  const paid = await post('/card-intent/process-payment-booking', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: 'FIT320',
    email: 'fit@example.com',
  });
  return {
    pendingQuoteId,
    assignedRightId: String(paid.assignedRightId),
    intentId: String(intent.id),
  };
}

/** Types a plate on the page's plate field and submits it. */
async function searchPlate(page: Page, plate: string) {
  await page.locator('form input:visible').first().fill(plate);
  await page.locator('form button[type="submit"]:visible').first().click();
}

export async function routeData(): Promise<RouteData> {
  const transientRight = await paidHourByApi(transientPlaces.open.id, 'FITS320');
  const booking = await bookings();
  return {
    transientRight,
    pendingQuoteId: booking.pendingQuoteId,
    bookingRight: booking.assignedRightId,
    bookingIntent: booking.intentId,
  };
}

const open = transientPlaces.open.id;
const permit = `/permit/${demoIds.places.permit.id}`;
const { permits } = demoIds;
const area = `/access-control/${demoIds.accessControl.customerId}`;
const { plateWithStay, plateWithSimilar, paidWithinGrace } = demoIds.accessControl;
const sol = `/access-control/${demoIds.secondCustomer.id}`;
const ticket = (data: RouteData) => `/reservation/${LAX}/ticket-paid/${data.bookingRight}`;
const at = (path: string) => () => path;

/** The spec's routes table, in its order, with the states a driver reaches by navigating. */
export const routeTable: RouteVisit[] = [
  { name: 'landing', path: at('/') },
  { name: 'terms', path: at('/terms-and-conditions') },
  { name: 'transient.home (open)', path: at(`/transient/${open}`) },
  {
    name: 'transient.home (closed, access hours)',
    path: at(`/transient/${transientPlaces.closed.id}`),
  },
  {
    name: 'transient.home (closing soon)',
    path: at(`/transient/${transientPlaces.closingSoon.id}`),
  },
  { name: 'transient.home (12 rates)', path: at(`/transient/${transientPlaces.manyRates.id}`) },
  {
    name: 'transient.home (other operator)',
    path: at(`/transient/${transientPlaces.secondOperator.id}`),
  },
  {
    name: 'transient.home, active sessions',
    path: at(`/transient/${open}`),
    reach: async (page) => {
      await searchPlate(page, demoIds.plates.twoActiveSessions);
      await page.locator('.session-list').waitFor();
    },
  },
  {
    name: 'transient.summary',
    path: (data) => `/transient/${open}/summary/${data.transientRight}?receipt=true`,
  },
  {
    name: 'transient.ticket.paid',
    path: (data) => `/transient/${open}/ticket-paid/${data.transientRight}`,
  },
  {
    name: 'transient.extension',
    path: (data) => `/transient/${open}/extension/${data.transientRight}`,
  },
  { name: 'reservation.home', path: at(`/reservation/${LAX}`) },
  {
    name: 'reservation.checkout',
    path: (data) => `/reservation/${LAX}/checkout/${data.pendingQuoteId}`,
  },
  { name: 'reservation.ticket.paid', path: ticket },
  {
    name: 'reservation.ticket.paid (external)',
    path: (data) => `/reservation/${LAX}/ticket-paid/external/${data.bookingIntent}`,
  },
  { name: 'reservation.cancel', path: (data) => `${ticket(data)}/cancel` },
  { name: 'reservation.update', path: (data) => `${ticket(data)}/update` },
  {
    name: 'reservation licence-plate-updated',
    path: (data) => `${ticket(data)}/licence-plate-updated`,
  },
  { name: 'permit.home', path: at(permit) },
  { name: 'permit.summary (active)', path: at(`${permit}/summary/${permits.active}`) },
  { name: 'permit.summary (completed)', path: at(`${permit}/summary/${permits.completed}`) },
  { name: 'permit.summary (expired)', path: at(`${permit}/summary/${permits.expired}`) },
  { name: 'permit.ticket.paid', path: at(`${permit}/ticket-paid/${permits.completed}`) },
  { name: 'access-control home', path: at(area) },
  { name: 'access-control home (/{customerId})', path: at(`/${demoIds.accessControl.customerId}`) },
  { name: 'pedestrian-access', path: at(`${area}/pedestrian-access`) },
  {
    name: 'similar-license-plates',
    path: at(`${area}/similar-license-plates?plateId=${plateWithSimilar}`),
  },
  {
    name: 'confirm-license-plate',
    path: at(`${area}/similar-license-plates?plateId=${plateWithSimilar}`),
    reach: async (page) => {
      await page.locator('.ac-stay-list a').first().click();
      await page.waitForURL((url) => url.pathname.endsWith('/confirm-license-plate'));
    },
  },
  {
    name: 'edit-license-plate',
    path: at(`${area}/edit-license-plate?plateId=${plateWithSimilar}`),
  },
  {
    name: 'more-similar-license-plates',
    path: at(`${area}/more-similar-license-plates?plateId=${plateWithSimilar}`),
  },
  { name: 'license-plate-not-found', path: at(`${area}/license-plate-not-found?plateId=QQ00QQ`) },
  {
    name: 'no-results',
    path: at(sol),
    reach: async (page) => {
      await searchPlate(page, 'QQ00QQ');
      await page.waitForURL((url) => url.pathname.endsWith('/no-results'));
    },
  },
  { name: 'search-by-time', path: at(`${area}/search-by-time`) },
  { name: 'support', path: at(`${area}/support`) },
  {
    name: 'stay-details',
    path: at(area),
    reach: async (page) => {
      await searchPlate(page, plateWithStay);
      await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
    },
  },
  { name: 'ticket-paid (no card answer)', path: at(`${area}/ticket-paid`) },
  { name: 'ticket-paid-v1', path: at(`${area}/ticket-paid-v1/${paidWithinGrace.orderId}`) },
  { name: 'external-summary', path: at(`${area}/external-summary/pi_demo_stay_0001`) },
  { name: 'invoice-details', path: at(`${area}/invoice-details/${paidWithinGrace.orderId}`) },
  { name: 'not found', path: at('/no-such-page') },
];
