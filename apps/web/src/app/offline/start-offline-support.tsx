import { createRoot } from 'react-dom/client';
import type { QueryClient } from '#web/lib/query.ts';
import { ConnectionBanner } from './connection-banner.tsx';
import { listenForReconnect } from './refetch-on-reconnect.ts';
import { registerServiceWorker } from './register-service-worker.ts';

/**
 * What keeps a weak signal survivable (docs/decisions/064), started by main.tsx once the first
 * page is up, never before it. The banner is a React root of its own at the end of the page:
 * the first page carries none of it, and the server's render of the app never meets it.
 * `entryDocument` is the public document the page shows (lazy-routes.ts), for the worker to keep.
 */
export function startOfflineSupport(queryClient: QueryClient, entryDocument: string | null): void {
  listenForReconnect(queryClient);
  const host = document.createElement('div');
  host.className = 'connection-banner-host';
  document.body.append(host);
  createRoot(host).render(<ConnectionBanner />);
  void registerServiceWorker(entryDocument ? [entryDocument] : []);
}
