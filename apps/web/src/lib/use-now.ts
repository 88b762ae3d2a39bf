import { useEffect, useState } from 'react';
import { useStartNow } from './hydration.ts';

/**
 * The current time, refreshed on each boundary of `stepMs` (every minute by default), so
 * anything derived from "now" changes when the wall clock does, not up to a step late. A
 * server-rendered page starts from the server's time and catches up once hydrated.
 */
export function useNow(stepMs = 60_000): Date {
  const startNow = useStartNow();
  const [now, setNow] = useState(startNow);
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
    // From the server's clock (or a render a while ago) to the real one.
    setNow((current) => (Math.abs(Date.now() - current.getTime()) >= 1000 ? new Date() : current));
    schedule();
    return () => clearTimeout(timer);
  }, [stepMs]);
  return now;
}
