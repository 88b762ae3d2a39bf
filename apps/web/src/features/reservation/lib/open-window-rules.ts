/**
 * The opening rules the booking form needs (decision 084), in a chunk of their own: with the
 * opening-hours pieces they read, they would take the reservation home's first page past its
 * budget. The form starts from the spec's default and takes these once they are in.
 */
export { getDefaultOpenWindow, isClosedAtTime, toWindowDraft } from '@parking/domain/reservation';
