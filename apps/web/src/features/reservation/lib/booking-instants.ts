import { type Clock, formatDateTime } from '@parking/domain/display';
import { BOOKING_HOUR_CYCLE } from './booking-labels.ts';

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
