/** At most `max` within any `windowMs`: a sliding window, not a fixed one. */
export type WindowLimit = { max: number; windowMs: number };

export type Verdict = {
  /** True: under the limit (take: and recorded, or recorded already). */
  allowed: boolean;
  /** Distinct members within the window, after this call. */
  count: number;
  /** Refused: how long until a place frees up. 0 when allowed. */
  retryAfterMs: number;
};

/**
 * Counts distinct members under a key over a sliding window: card attempts of an address
 * (member: intent and payment method), payment methods of a pending payment, declines. A
 * member counts once however often it comes back, so 100 retries of one request are one
 * attempt. In memory for one process, in Redis for several (docs/decisions/041).
 */
export interface CounterStore {
  /**
   * Records `member` unless `max` others are already within the window. A member already
   * recorded is let through again without counting twice, whatever the count.
   */
  take(key: string, member: string, limit: WindowLimit): Promise<Verdict>;
  /** Whether `key` is still under `limit`, without recording anything. */
  peek(key: string, limit: WindowLimit): Promise<Verdict>;
  /** Records `member` whatever the count: something that already happened (a decline). */
  add(key: string, member: string, windowMs: number): Promise<void>;
  close(): Promise<void>;
}
