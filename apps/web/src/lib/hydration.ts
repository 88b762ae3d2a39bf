import { createContext, useContext, useEffect } from 'react';

/**
 * When the server rendered the page being shown (ms), or null: set while the driver is on the
 * first page a server rendered (app.tsx), so the components on it start from the clock the
 * server printed with and hydrate to the same minutes; null once they navigate.
 */
export const RenderedAtContext = createContext<number | null>(null);

/**
 * The "now" a first render starts from. Not a `useSyncExternalStore` flag: the re-render it
 * forces after hydration reaches lazy boundaries not hydrated yet, and React then throws their
 * server HTML away (with what the driver typed in it).
 */
export function useStartNow(): () => Date {
  const renderedAt = useContext(RenderedAtContext);
  return () => (renderedAt !== null ? new Date(renderedAt) : new Date());
}

/** Whether the page on screen is the first one, the server's render (decision 065). */
export function useRenderedOnServer(): boolean {
  return useContext(RenderedAtContext) !== null;
}

/**
 * The staleTime of a query on the page the server rendered: at least a minute, so its data,
 * as fresh as the page, is not asked for again on mount (decision 082). Asked at once, its
 * answer (a stay priced a second later) re-rendered the page while a lazy part of it was still
 * hydrating, and React replaced that part's HTML: the stay's card form jumped 210 px.
 */
export function useFirstPageStaleTime(staleTime: number): number {
  return useRenderedOnServer() ? Math.max(staleTime, 60_000) : staleTime;
}

/**
 * Told once a layout (and so its header's buttons) has hydrated, for the browser tests that wait
 * for the app to run. A tap made earlier is kept per button by apps/web/src/start-after-paint.ts
 * (decision 066), which needs no word from here.
 */
const APP_HYDRATED_EVENT = 'app-hydrated';

export function useAnnounceHydrated(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
}
