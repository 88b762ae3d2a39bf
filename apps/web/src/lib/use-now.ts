import { useEffect, useState } from 'react';

/**
 * The current time, refreshed on each boundary of `stepMs` (every minute by default), so
 * anything derived from "now" changes when the wall clock does, not up to a step late.
 */
export function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      // +50 ms: land just after the boundary, never just before it.
      timer = setTimeout(tick, stepMs - (Date.now() % stepMs) + 50);
    };
    const tick = () => {
      setNow(new Date());
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [stepMs]);
  return now;
}
