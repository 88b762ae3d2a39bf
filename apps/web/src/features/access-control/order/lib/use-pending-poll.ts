import { useEffect, useState } from 'react';

/**
 * How often and how long a PENDING order is asked again: the gateway's notification usually
 * follows its return within a second or two; 8 checks 2 s apart cover a slow one (the sandbox's
 * held-back confirmation) before the page says it is taking longer.
 */
const PENDING_POLL = { everyMs: 2000, times: 8 } as const;

/**
 * While `pending`, calls `refetch` every `everyMs` up to `times` times. `exhausted` once they
 * are used up; `again()` starts another round (the visitor's 'Check again').
 */
export function usePendingPoll(
  pending: boolean,
  refetch: () => Promise<void>,
  { everyMs, times }: { everyMs: number; times: number } = PENDING_POLL,
) {
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!pending || polls >= times) return;
    let live = true;
    const timer = setTimeout(() => {
      void refetch().finally(() => {
        if (live) setPolls((count) => count + 1);
      });
    }, everyMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pending, polls, refetch, everyMs, times]);
  return { exhausted: pending && polls >= times, again: () => setPolls(0) };
}
