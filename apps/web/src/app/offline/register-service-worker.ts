import type { WarmUpMessage } from '#web/service-worker/warm-up-message.ts';

/**
 * Registers the service worker (/sw.js, docs/decisions/064), then tells it what this page loaded
 * without it: the page itself, and every file and document as it arrives (from the start:
 * `buffered`). Requests under way when the worker took over finish outside it, so the first
 * message cannot be the last. The worker keeps what its policy allows and does not have yet;
 * so a driver's very first visit already reopens without a network. Without a worker (an old
 * browser, a private mode that forbids it) the app works as before, only not offline.
 */
export async function registerServiceWorker(documents: readonly string[]): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js');
    const { active } = await navigator.serviceWorker.ready;
    if (!active) return;
    let page: string | null = window.location.href;
    // The page's own document joins the first message: rendered by the server, it was never
    // fetched, yet a reload offline (served the shell) asks for it.
    let pending = documents.map((path) => new URL(path, window.location.origin).href);
    new PerformanceObserver((list) => {
      const resources = [...pending, ...list.getEntries().map((entry) => entry.name)];
      pending = [];
      const message: WarmUpMessage = { type: 'warm-up', page, resources };
      active.postMessage(message);
      page = null;
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // Refused (no secure context, storage blocked): nothing to do.
  }
}
