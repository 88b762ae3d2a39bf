import {
  type Clock,
  formatDateTime,
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

/** 'Mon, Jan 5 2026' (spec section 2) in English, 'lun, 5 ene 2026' in Spanish. */
export function formatBookingDate(date: LocalDate, locale: string): string {
  return formatShortDate(date, locale);
}

/** The 12-hour time dropdown's label (spec section 2): '9:30 AM', '9:30 p. m.'. */
export function formatTimeOfDay(minutes: number, locale: string): string {
  return formatTimeOfDayIn({ minutes, locale, hourCycle: BOOKING_HOUR_CYCLE });
}

/** An instant of a booking on the place's clock, in the flow's 12-hour clock. */
export function formatBookingDateTime(date: Date, clock: Omit<Clock, 'hourCycle'>): string {
  return formatDateTime(date, { ...clock, hourCycle: BOOKING_HOUR_CYCLE });
}

/** A booking's length: '1 d 2 h 30 min', '6 h' (the same short units in both languages). */
export function formatBookingDuration(totalMinutes: number): string {
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days > 0 && `${days} d`,
    hours > 0 && `${hours} h`,
    minutes > 0 && `${minutes} min`,
  ];
  return parts.filter(Boolean).join(' ') || '0 min';
}
