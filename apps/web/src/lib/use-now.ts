import { startTransition, useEffect, useState } from 'react';
import { useStartNow } from './hydration.ts';

/**
 * The current time, refreshed on each boundary of `stepMs` (every minute by default), so
 * anything derived from "now" changes when the wall clock does, not up to a step late. A
 * server-rendered page starts from the server's time and catches up once mounted. The clock's
 * updates are transitions: one that reached a lazy part of a server-rendered page before it
 * hydrated would otherwise make React render that part again from scratch.
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
      startTransition(() => setNow(new Date()));
      schedule();
    };
    startTransition(() =>
      setNow((current) =>
        Math.abs(Date.now() - current.getTime()) >= 1000 ? new Date() : current,
      ),
    );
    schedule();
    return () => clearTimeout(timer);
  }, [stepMs]);
  return now;
}
