import { CustomerPlaceSchema } from '@parking/domain';
import { DEMO_IDS, liveSessions } from '../src/db/seed/demo-extra-ids.js';
import { MARKERS, type MarkerRequest, markerRequests, type OpenApi } from './marker-requests.js';
import type { HttpServer } from './payment-helpers.js';

const midtown = DEMO_IDS.places.transientOpen.id;
const customer = DEMO_IDS.customer.id;
const plate = encodeURIComponent(MARKERS.plate);
const email = encodeURIComponent(MARKERS.email);
const name = encodeURIComponent(MARKERS.name);

/** The web's pages and addresses nobody serves, with the markers where a link would put them. */
export const PAGE_PATHS = {
  transient: `/transient/${midtown}?licensePlate=${plate}`,
  accessControl: `/${customer}?licensePlate=${plate}`,
};

const pageRequests = (): MarkerRequest[] =>
  [
    PAGE_PATHS.transient,
    `/transient/${midtown}?licencePlate=${plate}&lang=es-ES`,
    `/transient/${midtown}?licensePlate=${plate}&fail=1`,
    `/reservation/${midtown}?licensePlate=${plate}`,
    `/permit/${midtown}?licensePlate=${plate}`,
    PAGE_PATHS.accessControl,
    `/access-control/${customer}?licensePlate=${plate}&fail=1`,
    `/access-control/${customer}/similar-license-plates?plateId=${plate}`,
    `/access-control/${customer}/more-similar-license-plates?plateId=${plate}&actualStart=2026-11-28T08:00:00.000Z`,
    `/access-control/${customer}/confirm-license-plate/${plate}`,
    `/transient/${midtown}/summary/${plate}?email=${email}&name=${name}`,
    `/transient/${plate}`,
    `/${plate}/${email}/${name}/${MARKERS.taxId}`,
    `/assets/${plate}.js`,
    `/assets/${plate.toLowerCase()}.svg`,
    `/api/customer/${customer}/session/plate/${plate}`,
    `/api/${plate}?email=${email}&phone=${encodeURIComponent(MARKERS.phone)}&tax=${MARKERS.taxId}`,
    `/dev/mailbox/${plate}?to=${email}`,
    `/api/docs/json?plate=${plate}`,
    // Refused by the router: a bad percent-encoding, a parameter over 100 characters.
    `/api/customer/${plate}%zz/session/${plate}`,
    `/api/customer/${customer}/session/${plate.repeat(20)}`,
  ]
    .map((path) => ({ label: `GET ${path}`, method: 'GET', path }))
    .concat(
      ['DELETE', 'OPTIONS', 'PUT'].map((method) => ({
        label: `${method} plate path`,
        method,
        path: `/api/customer/${customer}/session/${plate}?email=${email}`,
      })),
    );

async function send(server: HttpServer, request: MarkerRequest): Promise<number> {
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.path.startsWith('/api/gate/')) {
    headers.authorization = `Bearer ${DEMO_IDS.accessControl.gateApiKey}`;
  }
  const response = await server.request(request.path, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Every marker request (marker-requests.ts) and page, one at a time, to a server on the demo
 * data: each answer's status by the request's label.
 */
export async function sendEveryMarker(server: HttpServer): Promise<Map<string, number>> {
  const place = await server.request(`/api/customer/place/${midtown}?include=rate`);
  const rate = CustomerPlaceSchema.parse(await place.json()).rate?.[0];
  // Valid ids by name, so that a fitting request gets past its ids to the markers.
  const known = {
    placeId: midtown,
    assignedRightId: liveSessions.demo123,
    customerId: customer,
    // A paid stay: its ticket e-mail is queued, to the mail server that refuses it.
    sessionId: DEMO_IDS.accessControl.paidWithinGrace.sessionId,
    rateId: rate?.rateId,
    rateLineId: rate?.rateLineId,
    provider: 'card-intent',
    lang: 'en-US',
  };
  const document = (await (await server.request('/api/docs/json')).json()) as OpenApi;
  const statuses = new Map<string, number>();
  for (const request of [...markerRequests(document, known), ...pageRequests()]) {
    statuses.set(request.label, await send(server, request));
  }
  return statuses;
}
