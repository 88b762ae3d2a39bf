import { BOOKING_MESSAGES, type WindowRefusal, windowsByNearness } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import { checkQuotableWindow, type QuotedPlace } from './window-check.js';

/** Candidates the hours allow that are priced and counted before giving up on a suggestion. */
const MAX_SUGGESTION_TRIES = 8;

/**
 * The nearest window of the same length that the place would sell now (decision 084): the hours'
 * candidates nearest first (domain windowsByNearness), each priced and counted as a quote is.
 */
async function findSuggestedWindow(input: {
  db: Database;
  place: QuotedPlace;
  start: Date;
  end: Date;
  now: Date;
}): Promise<{ startTime: string; endTime: string } | undefined> {
  const candidates = windowsByNearness({
    hours: input.place,
    start: input.start,
    end: input.end,
    earliest: input.now,
  });
  let tries = 0;
  for (const candidate of candidates) {
    if (++tries > MAX_SUGGESTION_TRIES) return undefined;
    const check = await checkQuotableWindow({ ...input, ...candidate });
    if (check.ok) {
      return { startTime: candidate.start.toISOString(), endTime: candidate.end.toISOString() };
    }
  }
  return undefined;
}

/**
 * A window refused for the place's hours or a closure says which (CLOSED_AT_TIMES with the
 * field, CLOSURE_IN_WINDOW) and carries the nearest one that works; the message stays the
 * spec's sentence (section 8) for any caller that reads only it.
 */
export async function hoursRefusal(
  refusal: Extract<WindowRefusal, 'CLOSED_AT_ENTRY' | 'CLOSED_AT_EXIT' | 'CLOSURE_IN_WINDOW'>,
  input: { db: Database; place: QuotedPlace; start: Date; end: Date; now: Date },
): Promise<AppError> {
  const suggestedWindow = await findSuggestedWindow(input);
  if (refusal === 'CLOSURE_IN_WINDOW') {
    return new AppError('CLOSURE_IN_WINDOW', BOOKING_MESSAGES.unavailable, { suggestedWindow });
  }
  return new AppError('CLOSED_AT_TIMES', BOOKING_MESSAGES.unavailable, {
    field: refusal === 'CLOSED_AT_ENTRY' ? 'startTime' : 'endTime',
    suggestedWindow,
  });
}
