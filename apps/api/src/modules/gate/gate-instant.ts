import {
  exitCheckTimeProblem,
  GATE_EVENT_TIME_LIMITS,
  gateEventTimeProblem,
} from '@parking/domain';
import { AppError } from '#api/errors.js';

/** The cameras' clock skew in minutes, as the 400s and the OpenAPI document state it. */
export const SKEW_MINUTES = GATE_EVENT_TIME_LIMITS.clockSkewMs / 60_000;

/** `value` as a Date, or the 400 that names `field` and why its instant is refused. */
function boundedInstant(
  value: string,
  field: string,
  problemOf: (at: Date) => 'future' | 'too-old' | null,
  tooOld: string,
): Date {
  const at = new Date(value);
  const problem = problemOf(at);
  if (problem === 'future') throw new AppError('VALIDATION', `${field} is in the future`);
  if (problem === 'too-old') {
    throw new AppError('VALIDATION', `${field} is ${tooOld}: check the camera's clock`);
  }
  return at;
}

/**
 * An entry's or exit's occurredAt, held to the bounds of decision 074: a camera whose clock is
 * unset (1970) or far ahead gets a 400 that says so, rather than a stay priced from 1970.
 */
export function gateEventInstant(value: string, now: Date): Date {
  return boundedInstant(
    value,
    'body/occurredAt',
    (occurredAt) => gateEventTimeProblem({ occurredAt, now }),
    `more than ${GATE_EVENT_TIME_LIMITS.maxAgeDays} days ago`,
  );
}

/**
 * The exit check's `at`: within the cameras' skew of our clock, either way (decision 074). With
 * `at` from 1970, or a day back, the check answered NOTHING_OWED for a stay that owed.
 */
export function exitCheckInstant(value: string, now: Date): Date {
  return boundedInstant(
    value,
    'querystring/at',
    (at) => exitCheckTimeProblem({ at, now }),
    `more than ${SKEW_MINUTES} minutes before the server's clock`,
  );
}
