import { createContext, useContext, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React renders on the server or hydrates the server's HTML, false in every later
 * render: React reads getServerSnapshot in both, then re-renders with getSnapshot once hydrated.
 * What differs between the two sides (the clock, the driver's storage) must wait for false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The server's clock when it rendered the page (ms), given to the hydration as well. */
export const RenderedAtContext = createContext<number | null>(null);

/**
 * The "now" a first render starts from: the server's render time on the server and during
 * hydration, so both sides print the same minutes; the real clock in any later render.
 */
export function useStartNow(): () => Date {
  const hydrating = useHydrating();
  const renderedAt = useContext(RenderedAtContext);
  return () => (hydrating && renderedAt !== null ? new Date(renderedAt) : new Date());
}
