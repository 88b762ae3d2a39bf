import type { Locale } from '@parking/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { booking } from '../../../db/schema/index.js';
import type { EmailAttachment } from '../../../messaging/message.js';
import { toCalendarEvent } from './calendar-event.js';

/** What the receipt knows when it asks for attachments: the right and the ticket it renders. */
export type TicketAttachmentInput = {
  assignedRightId: string;
  locale: Locale;
  placeName: string;
  address: string | null;
  plates: string[];
  organizationName: string;
};

export type TicketAttachments = (input: TicketAttachmentInput) => Promise<EmailAttachment[]>;

const WORDS = {
  'es-ES': {
    filename: 'reserva.ics',
    summary: 'Reserva de aparcamiento: {place}',
    plate: 'Matrícula: {plates}',
  },
  'en-US': {
    filename: 'reservation.ics',
    summary: 'Parking reservation: {place}',
    plate: 'License plate: {plates}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The .ics of a booking's window for every e-mail of its ticket (the one sent at payment and
 * any the driver asks for); nothing for a right that is not a booking. A cancelled booking's
 * file cancels the same event (same UID), so a calendar that took the first one drops it.
 */
export function createBookingTicketAttachments(
  db: Database,
  now: () => Date = () => new Date(),
): TicketAttachments {
  return async (input) => {
    const [row] = await db
      .select({ startAt: booking.startAt, endAt: booking.endAt, status: booking.status })
      .from(booking)
      .where(eq(booking.assignedRightId, input.assignedRightId))
      .limit(1);
    if (!row) return [];
    const words = WORDS[input.locale];
    const content = toCalendarEvent({
      uid: `booking-${input.assignedRightId}@parking`,
      start: row.startAt,
      end: row.endAt,
      stamp: now(),
      summary: words.summary.replace('{place}', input.placeName),
      location: input.address ? `${input.placeName}, ${input.address}` : input.placeName,
      description: words.plate.replace('{plates}', input.plates.join(', ') || '-'),
      cancelled: row.status === 'CANCELLED',
      organizerName: input.organizationName,
    });
    const method = row.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH';
    return [
      {
        filename: words.filename,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content,
      },
    ];
  };
}
