import {
  exitCheckTimeProblem,
  GATE_EVENT_TIME_LIMITS,
  gateEventTimeProblem,
} from '@parking/domain';
import { AppError } from '../../errors.js';

const SKEW_MINUTES = GATE_EVENT_TIME_LIMITS.clockSkewMs / 60_000;
const CHECK_THE_CLOCK = "check the camera's clock";

const inTheFuture = (where: string) =>
  new AppError('VALIDATION_FAILED', `${where} is in the future`);

/**
 * An entry's or exit's occurredAt, held to the bounds of decision 074: a camera whose clock is
 * unset (1970) or far ahead gets a 400 that says so, rather than a stay priced from 1970.
 */
export function gateEventInstant(value: string, now: Date): Date {
  const at = new Date(value);
  const problem = gateEventTimeProblem({ occurredAt: at, now });
  if (problem === 'future') throw inTheFuture('body/occurredAt');
  if (problem === 'too-old') {
    throw new AppError(
      'VALIDATION_FAILED',
      `body/occurredAt is more than ${GATE_EVENT_TIME_LIMITS.maxAgeDays} days ago: ${CHECK_THE_CLOCK}`,
    );
  }
  return at;
}

/**
 * The exit check's `at`: within the cameras' skew of our clock, either way (decision 074). With
 * `at` from 1970, or a day back, the check answered NOTHING_OWED for a stay that owed.
 */
export function exitCheckInstant(value: string, now: Date): Date {
  const at = new Date(value);
  const problem = exitCheckTimeProblem({ at, now });
  if (problem === 'future') throw inTheFuture('querystring/at');
  if (problem === 'too-old') {
    throw new AppError(
      'VALIDATION_FAILED',
      `querystring/at is more than ${SKEW_MINUTES} minutes before the server's clock: ${CHECK_THE_CLOCK}`,
    );
  }
  return at;
}
