/**
 * Trying again with growing pauses, written once: the summary's 404 retries (spec section 9),
 * the checks of a processing card payment, the query cache's network retries and the
 * translation files' fetch all go through `retryWithBackoff`.
 */

/** base, 2 × base, 4 × base, ... never above `maxMs`: the pause before retry `attempt` (from 0). */
export function exponentialBackoff({
  baseMs,
  maxMs = Number.POSITIVE_INFINITY,
}: {
  baseMs: number;
  maxMs?: number;
}): (attempt: number) => number {
  return (attempt) => Math.min(baseMs * 2 ** attempt, maxMs);
}

/** Resolves after `ms`; rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    // The listener goes with the pause: a signal that outlives many pauses keeps none of them.
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

export interface BackoffOptions {
  /** How long pause number `attempt` (from 0) lasts; usually `exponentialBackoff(...)`. */
  delayMs: (attempt: number) => number;
  /** Attempts after the first one; no limit unless given. */
  retries?: number;
  /** Whether a failure is worth another attempt (every one unless given). */
  shouldRetry?: (error: unknown, failuresBefore: number) => boolean;
  /** Pause before the first attempt too: for polling what has only just started. */
  waitFirst?: boolean;
  /** Told, before each pause, when the next attempt starts (a countdown on screen). */
  onWait?: (nextAt: number) => void;
  /** Ends the pauses: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Runs `call` until it succeeds. After a failure it pauses and calls again, unless the failure
 * is not worth it (`shouldRetry`) or the retries are used up: then that failure is thrown.
 */
export async function retryWithBackoff<T>(
  call: () => Promise<T>,
  {
    delayMs,
    retries = Number.POSITIVE_INFINITY,
    shouldRetry = () => true,
    waitFirst = false,
    onWait,
    signal,
  }: BackoffOptions,
): Promise<T> {
  let pauses = 0;
  const pause = async () => {
    signal?.throwIfAborted();
    const ms = delayMs(pauses);
    pauses += 1;
    onWait?.(Date.now() + ms);
    await sleep(ms, signal);
  };
  if (waitFirst) await pause();
  for (let failures = 0; ; failures += 1) {
    try {
      return await call();
    } catch (error) {
      if (failures >= retries || !shouldRetry(error, failures)) throw error;
      await pause();
    }
  }
}
