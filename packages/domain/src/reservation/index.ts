export * from './availability.js';
export * from './booking-changes.js';
export {
  type BookingWindowChange,
  type BookingWindowDraft,
  changeBookingWindow,
  DEFAULT_STAY_MINUTES,
  END_OF_DAY_MINUTES,
  getDefaultWindow,
  getEarliestDate,
  getExitMinimum,
  getMinimumTime,
  getTimeOptions,
  type LocalDate,
  type PlaceClock,
  TIME_STEP_MINUTES,
  type TimeOption,
  toRequestedWindow,
} from './booking-window.js';
export { getLatestExitDate } from './latest-exit-date.js';
export * from './open-windows.js';
