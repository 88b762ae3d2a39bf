import { createHash } from 'node:crypto';
import { getCancelTerms } from '@parking/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { booking, placeSettings } from '#api/db/schema/index.js';
import { fill } from '#api/messaging/words.js';
import type { TicketExtras } from '#api/modules/receipt/index.js';
import { toCalendarEvent } from './calendar-event.js';
import { BOOKING_CALENDAR_WORDS } from './words.js';

/** The same for every e-mail of one booking (so a later CANCEL file drops the same event). */
const calendarUid = (assignedRightId: string) =>
  createHash('sha256').update(`booking-ics:${assignedRightId}`).digest('hex').slice(0, 32);

/** The deadline, and whether the booking was bought before it: the checkout's words (decision 084). */
function cancelTermsWhenBought(row: {
  startAt: Date;
  createdAt: Date;
  cancelBeforeMinutes: number | null;
}) {
  const terms = getCancelTerms({
    start: row.startAt,
    cancelBeforeMinutes: row.cancelBeforeMinutes ?? 1440,
    now: row.createdAt,
  });
  return { cancelDeadline: terms.deadline, refundable: terms.refundable };
}

/**
 * What every e-mail of a booking's ticket (the one sent at payment and any the driver asks
 * for) adds to the receipt: the .ics of its window, its state and the link to its ticket page
 * where it is changed or cancelled; nothing for a right that is not a booking. A cancelled
 * booking's file cancels the same event (same UID), so a calendar that took it drops it.
 */
export function createBookingTicketExtras(
  db: Database,
  now: () => Date = () => new Date(),
): TicketExtras {
  const readBooking = db
    .select({
      startAt: booking.startAt,
      endAt: booking.endAt,
      status: booking.status,
      placeId: booking.placeId,
      createdAt: booking.createdAt,
      cancelBeforeMinutes: placeSettings.bookingCancelBeforeMinutes,
    })
    .from(booking)
    .leftJoin(placeSettings, eq(placeSettings.placeId, booking.placeId))
    .where(eq(booking.assignedRightId, sql.placeholder('assignedRightId')))
    .limit(1)
    .prepare('booking_ticket_extras');
  return async (input) => {
    const [row] = await readBooking.execute({ assignedRightId: input.assignedRightId });
    if (!row) return { attachments: [], booking: null };
    const words = BOOKING_CALENDAR_WORDS[input.locale];
    const content = toCalendarEvent({
      // Not the id itself: the id is the booking's link, and a forwarded ticket is no link.
      uid: `booking-${calendarUid(input.assignedRightId)}@parking`,
      start: row.startAt,
      end: row.endAt,
      stamp: now(),
      summary: fill(words.summary, { place: input.placeName }),
      location: input.address ? `${input.placeName}, ${input.address}` : input.placeName,
      description: fill(words.plate, { plates: input.plates.join(', ') || '-' }),
      cancelled: row.status === 'CANCELLED',
      organizerName: input.organizationName,
    });
    const cancelled = row.status === 'CANCELLED';
    const base = input.publicUrl.replace(/\/+$/, '');
    return {
      attachments: [
        {
          filename: words.filename,
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
          content,
        },
      ],
      booking: {
        cancelled,
        manageUrl: input.toPayer
          ? `${base}/reservation/${row.placeId}/ticket-paid/${input.assignedRightId}`
          : null,
        ...cancelTermsWhenBought(row),
      },
    };
  };
}
