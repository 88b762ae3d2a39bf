/**
 * The reservation home's form alone (`reservation/booking-window.ts`), an entry of its own so the
 * home's first page does not reach `reservation/`'s other rules: once any of them is used, a
 * bundler must load it before the barrel that re-exports it (decision 084). The opening rules
 * the form adds later come through `@parking/domain/reservation`, in a chunk of their own.
 */
export * from '../reservation/booking-window.js';
export * from '../reservation/latest-exit-date.js';
