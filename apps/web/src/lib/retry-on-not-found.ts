import { ApiError, isApiError } from './api-client.ts';

/** Spec section 9: the summary by externalId is retried up to 5 times, from 1 s, doubling. */
const NOT_FOUND_RETRY = { retries: 5, baseDelayMs: 1000 } as const;
export const ALL_ATTEMPTS_FAILED = 'All attempts failed with 404.';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

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
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
      if (attempt >= retries) throw new ApiError(ALL_ATTEMPTS_FAILED, 404, 404);
      await sleep(baseDelayMs * 2 ** attempt, signal);
    }
  }
}
