/**
 * The reservation home's form alone (`reservation/booking-window.ts`), an entry of its own so the
 * home's first page does not reach `reservation/`'s other rules: once any of them is used, a
 * bundler must load it before the barrel that re-exports it (decision 084). The opening rules
 * the form adds later come through `@parking/domain/reservation`, in a chunk of their own.
 */
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
} from '../reservation/booking-window.js';
export { getLatestExitDate } from '../reservation/latest-exit-date.js';
