export { getClosingStatus } from './closing-status.js';
export {
  CLOSING_SOON_WINDOW_DAYS,
  OPENING_SEARCH_HORIZON_DAYS,
} from './closing-status-summary.js';
export type {
  ClosingStatus,
  ClosingStatusInput,
  ClosingType,
  NextClosing,
} from './closing-status-types.js';
export { type AccessHoursRow, mergeAccessHours } from './merge-access-hours.js';
export type { OpeningState } from './opening-state.js';
export { getOpeningState, isPeriodActiveAt } from './period-activity.js';
export { keepZoneOffsetsPerHour } from './zone-offsets-per-hour.js';
export {
  getTimeZoneOffsetMinutes,
  readWallClockByIntl,
  toWallMinute,
  toZonedParts,
  useWallClockReader,
  type ZonedParts,
} from './zoned-parts.js';
export { fromZonedWallClock, type ZonedWallClock } from './zoned-wall-clock.js';
