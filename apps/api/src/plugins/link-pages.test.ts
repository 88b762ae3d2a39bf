import { describe, expect, it } from 'vitest';
import { linkPageOf } from './link-pages.js';

const place = '394610d0-0626-48da-9155-456a0f78efd9';
const right = 'd2b4c0a1-7e35-4f8b-9c61-3a5e0f7b2d94';

describe('linkPageOf', () => {
  it('names each page a link opens, with the id its data call takes', () => {
    expect(linkPageOf(`/transient/${place}/summary/${right}`, '')).toEqual({
      flow: 'transient',
      id: place,
      kind: 'transientSummary',
      ref: right,
    });
    expect(linkPageOf(`/transient/${place}/extension/${right}/`, '')?.kind).toBe(
      'transientExtension',
    );
    expect(linkPageOf(`/reservation/${place}/ticket-paid/${right}/cancel`, '')?.kind).toBe(
      'bookingCancel',
    );
    expect(linkPageOf(`/permit/${place}/ticket-paid/${right}`, '')?.kind).toBe('permitTicket');
    expect(linkPageOf(`/${place}/ticket-paid-v1/${right}`, '')).toEqual({
      flow: 'accessControl',
      id: place,
      kind: 'stayOrder',
      ref: right,
    });
    expect(linkPageOf(`/access-control/${place}/stay-details`, `?sessionId=${right}`)?.ref).toBe(
      right,
    );
  });

  it('leaves every other address to index.html', () => {
    for (const [path, search] of [
      [`/transient/${place}`, ''],
      [`/transient/${place}/summary/external/pi_123`, ''],
      [`/transient/${place}/summary/DEMO123`, ''],
      [`/transient/not-a-uuid/summary/${right}`, ''],
      // A page of another flow's shape.
      [`/permit/${place}/extension/${right}`, ''],
      [`/reservation/${place}/checkout/${right}`, ''],
      [`/reservation/${place}/ticket-paid/${right}/licence-plate-updated`, ''],
      [`/access-control/${place}/stay-details`, '?sessionId=4321XYZ'],
      [`/access-control/${place}/invoice-details/${right}`, ''],
    ] as const) {
      expect(linkPageOf(path, search), path + search).toBeNull();
    }
  });
});
