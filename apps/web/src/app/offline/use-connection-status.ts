import { useEffect, useState } from 'react';
import {
  API_REACHABLE_EVENT,
  API_UNREACHABLE_EVENT,
  isApiUnreachable,
} from '#web/lib/connection.ts';

export type ConnectionStatus = 'online' | 'offline' | 'back';

/** How long 'Back online.' stays before the banner empties. */
export const BACK_ONLINE_MS = 5000;

/**
 * The connection as the driver should hear of it: offline when the browser says so or the API
 * did not answer (lib/connection.ts), back when either returns after that, then quiet again.
 */
export function useConnectionStatus(): ConnectionStatus {
  const [status, setStatus] = useState<ConnectionStatus>('online');
  useEffect(() => {
    const lost = () => setStatus('offline');
    const found = () => setStatus((current) => (current === 'offline' ? 'back' : current));
    const listeners = [
      ['offline', lost],
      [API_UNREACHABLE_EVENT, lost],
      ['online', found],
      [API_REACHABLE_EVENT, found],
    ] as const;
    for (const [type, listener] of listeners) window.addEventListener(type, listener);
    // After the first render, not in it: a live region announces a change, not what it held.
    if (!navigator.onLine || isApiUnreachable()) lost();
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    };
  }, []);
  useEffect(() => {
    if (status !== 'back') return;
    const timer = setTimeout(() => setStatus('online'), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return status;
}
