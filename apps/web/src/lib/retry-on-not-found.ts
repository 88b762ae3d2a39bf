import { ApiError, isApiError } from './api-client.ts';
import { exponentialBackoff, retryWithBackoff } from './backoff.ts';

/** Spec section 9: the summary by externalId is retried up to 5 times, from 1 s, doubling. */
const NOT_FOUND_RETRY = { retries: 5, baseDelayMs: 1000 } as const;
export const ALL_ATTEMPTS_FAILED = 'All attempts failed with 404.';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Runs `call` and, while it answers 404 (a payment the processor confirmed but our webhook has
 * not recorded yet), tries again after 1, 2, 4, 8 and 16 s. Any other failure is rethrown at
 * once (spec section 8). After the last 404: an ApiError 'All attempts failed with 404.' (404).
 */
export async function retryOnNotFound<T>(
  call: () => Promise<T>,
  {
    retries = NOT_FOUND_RETRY.retries,
    baseDelayMs = NOT_FOUND_RETRY.baseDelayMs,
    signal,
  }: { retries?: number; baseDelayMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  try {
    return await retryWithBackoff(call, {
      retries,
      delayMs: exponentialBackoff({ baseMs: baseDelayMs }),
      shouldRetry: isNotFound,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw isNotFound(error) ? new ApiError(ALL_ATTEMPTS_FAILED, 404, 404) : error;
  }
}
