import { readFileSync } from 'node:fs';

const demoIds = JSON.parse(
  readFileSync(new URL('../apps/api/src/db/seed/demo-ids.json', import.meta.url), 'utf8'),
) as {
  places: { transientOpen: { id: string }; reservation: { id: string }; permit: { id: string } };
  permits: { active: string };
  accessControl: { customerId: string };
};

// BENCH_FLOW=reservation measures the reservation home instead, BENCH_FLOW=permit the active
// permit's summary (its home is a blank page; the summary is what a permit holder's link opens),
// BENCH_FLOW=access-control the customer area's home, whose h1 welcomes to the gated lot.
// Same budget for every flow (decisions 054, 055 and 061).
const FIRST_PAGES = {
  transient: `/transient/${demoIds.places.transientOpen.id}`,
  reservation: `/reservation/${demoIds.places.reservation.id}`,
  permit: `/permit/${demoIds.places.permit.id}/summary/${demoIds.permits.active}`,
  'access-control': `/access-control/${demoIds.accessControl.customerId}`,
} as const;
type Flow = keyof typeof FIRST_PAGES;

/** The first page of the flow BENCH_FLOW names (transient by default), and how to wait for it. */
export function firstPageOf(name: string | undefined) {
  const flow: Flow = name && name in FIRST_PAGES ? (name as Flow) : 'transient';
  const firstPage = FIRST_PAGES[flow];
  const placeId = firstPage.split('/')[2] ?? '';
  // What the server is asked until it answers: the place, or the customer of the customer area.
  const readyUrl =
    flow === 'access-control'
      ? `/api/customer/${placeId}`
      : `/api/customer/place/${placeId}?include=place`;
  return { flow, firstPage, placeId, readyUrl };
}
