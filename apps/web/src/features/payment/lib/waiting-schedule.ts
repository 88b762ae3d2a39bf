import { exponentialBackoff } from '#web/lib/backoff.ts';

/**
 * While a card payment is 'processing' (slow confirmation, second kind's 202) the form asks the
 * server again with a growing pause: 1, 2, 4, 8 s, then every 15 s, and after 20 s tells the
 * driver it is taking longer than expected and that they may leave (they will be notified).
 */
const FIRST_POLL_DELAY_MS = 1000;
const MAX_POLL_DELAY_MS = 15_000;
const TAKING_LONGER_AFTER_MS = 20_000;

export const pollDelayMs = exponentialBackoff({
  baseMs: FIRST_POLL_DELAY_MS,
  maxMs: MAX_POLL_DELAY_MS,
});

/** Whole seconds shown in 'Checking again in {seconds} seconds', never 0 while waiting. */
export function secondsUntil(nextAt: number, now: number): number {
  return Math.max(1, Math.ceil((nextAt - now) / 1000));
}

export function isTakingLonger(startedAt: number, now: number): boolean {
  return now - startedAt >= TAKING_LONGER_AFTER_MS;
}
