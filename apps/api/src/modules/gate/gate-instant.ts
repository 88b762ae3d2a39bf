import { GATE_EVENT_TIME_LIMITS, gateEventTimeProblem } from '@parking/domain';
import { AppError } from '../../errors.js';

/**
 * An instant a gate call takes (an entry's or exit's occurredAt, the exit check's `at`), held
 * to the bounds of decision 074: a camera whose clock is unset (1970) or far ahead gets a 400
 * that says so, rather than a stay priced from 1970 or a barrier opened for free. `where` is
 * how the message names the value ('body/occurredAt', 'querystring/at').
 */
export function gateInstant(value: string, now: Date, where: string): Date {
  const at = new Date(value);
  const problem = gateEventTimeProblem({ occurredAt: at, now });
  if (problem === 'future') {
    throw new AppError('VALIDATION_FAILED', `${where} is in the future`);
  }
  if (problem === 'too-old') {
    throw new AppError(
      'VALIDATION_FAILED',
      `${where} is more than ${GATE_EVENT_TIME_LIMITS.maxAgeDays} days ago: check the camera's clock`,
    );
  }
  return at;
}
