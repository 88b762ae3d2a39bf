import {
  formatShortDate,
  formatTimeOfDay as formatTimeOfDayIn,
  RESERVATION_HOUR_CYCLE,
} from '@parking/domain/display';
import type { LocalDate } from '@parking/domain/reservation';

export { formatNarrowMoney } from '@parking/domain/display';

/**
 * The reservation's clock: the spec's time list is 12-hour in both languages, so every time of
 * the flow (quote, checkout, ticket, cancel, access hours, e-mail) is too, and a screen writes
 * its times one way (decision 088).
 */
export const BOOKING_HOUR_CYCLE = RESERVATION_HOUR_CYCLE;

// The booking's instants and lengths are in `booking-instants.ts`: the home's first page writes
// none, and this module comes with the home.

/** 'Mon, Jan 5 2026' (spec section 2) in English, 'lun, 5 ene 2026' in Spanish. */
export function formatBookingDate(date: LocalDate, locale: string): string {
  return formatShortDate(date, locale);
}

/** The 12-hour time dropdown's label (spec section 2): '9:30 AM', '9:30 p. m.'. */
export function formatTimeOfDay(minutes: number, locale: string): string {
  return formatTimeOfDayIn({ minutes, locale, hourCycle: BOOKING_HOUR_CYCLE });
}
