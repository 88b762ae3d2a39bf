import { isUuid } from '@parking/domain/vocabulary';

/**
 * The pages a driver opens from a link (an SMS, an e-mail, a QR code) that the server renders
 * (issue 24 point 10, decision 082): each carries one driver's plate, times and amounts, read
 * by the id in its address. `kind` names the page; `ref` is the id its own data call takes.
 */
export type LinkPageKind =
  | 'transientSummary'
  | 'transientTicket'
  | 'transientExtension'
  | 'bookingTicket'
  | 'bookingCancel'
  | 'bookingUpdate'
  | 'permitSummary'
  | 'permitTicket'
  | 'stayDetails'
  | 'stayOrder';

export type LinkPage = {
  flow: 'transient' | 'reservation' | 'permit' | 'accessControl';
  /** The place, or the customer for the access-control area: the entry document's id. */
  id: string;
  kind: LinkPageKind;
  ref: string;
};

const PLACE_PAGES: ReadonlyArray<readonly [LinkPage['flow'], RegExp, LinkPageKind]> = [
  ['transient', /^summary\/([^/]+)$/, 'transientSummary'],
  ['transient', /^ticket-paid\/([^/]+)$/, 'transientTicket'],
  ['transient', /^extension\/([^/]+)$/, 'transientExtension'],
  ['reservation', /^ticket-paid\/([^/]+)$/, 'bookingTicket'],
  ['reservation', /^ticket-paid\/([^/]+)\/cancel$/, 'bookingCancel'],
  ['reservation', /^ticket-paid\/([^/]+)\/update$/, 'bookingUpdate'],
  ['permit', /^summary\/([^/]+)$/, 'permitSummary'],
  ['permit', /^ticket-paid\/([^/]+)$/, 'permitTicket'],
];

/**
 * The link page of a path (and its query, which holds the stay's id on stay-details), or null.
 * Ids must be UUIDs: any other address keeps index.html, and the app says what it says today.
 */
export function linkPageOf(path: string, search: string): LinkPage | null {
  const trimmed = path.replace(/\/+$/, '');
  const place = /^\/(transient|reservation|permit)\/([^/]+)\/(.+)$/.exec(trimmed);
  if (place?.[1] && place[2] && place[3] && isUuid(place[2])) {
    for (const [flow, pattern, kind] of PLACE_PAGES) {
      const ref = flow === place[1] ? pattern.exec(place[3])?.[1] : undefined;
      if (ref && isUuid(ref)) return { flow, id: place[2], kind, ref };
    }
    return null;
  }
  const area = /^\/(?:access-control\/)?([^/]+)\/(.+)$/.exec(trimmed);
  if (!area?.[1] || !area[2] || !isUuid(area[1])) return null;
  const order = /^ticket-paid-v1\/([^/]+)$/.exec(area[2])?.[1];
  if (order && isUuid(order)) {
    return { flow: 'accessControl', id: area[1], kind: 'stayOrder', ref: order };
  }
  if (area[2] === 'stay-details') {
    const sessionId = new URLSearchParams(search).get('sessionId') ?? '';
    if (isUuid(sessionId)) {
      return { flow: 'accessControl', id: area[1], kind: 'stayDetails', ref: sessionId };
    }
  }
  return null;
}

/**
 * The build's chunks each link page runs first, by source path or chunk-group name (as the
 * entry pages' in page-preloads.ts): their CSS is inlined and their scripts started after the
 * paint.
 */
const PLACE_LAYOUT = 'src/app/layouts/place-layout.tsx';
const RESERVATION = ['src/app/routes/reservation-routes.tsx', PLACE_LAYOUT];
const PERMIT = ['src/app/routes/permit-routes.tsx', PLACE_LAYOUT];
const ACCESS_CONTROL = ['src/app/routes/access-control-routes.tsx'];
const page = (flow: string, file: string) => `src/features/${flow}/pages/${file}.tsx`;

export const LINK_PAGE_CHUNKS: Record<LinkPageKind, readonly string[]> = {
  transientSummary: [PLACE_LAYOUT, page('transient', 'transient-summary-page')],
  transientTicket: [PLACE_LAYOUT, page('transient', 'transient-ticket-paid-page')],
  transientExtension: [PLACE_LAYOUT, page('transient', 'transient-extension-page')],
  bookingTicket: [...RESERVATION, page('reservation', 'reservation-ticket-paid-page')],
  bookingCancel: [...RESERVATION, page('reservation', 'reservation-cancel-page')],
  bookingUpdate: [...RESERVATION, page('reservation', 'reservation-update-page')],
  permitSummary: [...PERMIT, 'permit-summary-page'],
  permitTicket: [...PERMIT, page('permit', 'permit-ticket-paid-page')],
  stayDetails: [...ACCESS_CONTROL, page('access-control/stay', 'stay-details-page')],
  stayOrder: [...ACCESS_CONTROL, page('access-control/order', 'ticket-paid-v1-page')],
};
