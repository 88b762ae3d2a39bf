import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '#web/lib/router/router.tsx';
import { flowHomePath, isUndefinedRejection } from './flow-home.ts';

/** Every navigation starts at the top of the page (spec section 2). */
export function ScrollToTop() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, whose identity is the location key.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}

/** An unhandled rejection mentioning 'undefined' sends the user to the flow's home. */
export function UndefinedRejectionRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isUndefinedRejection(event.reason)) return;
      const home = flowHomePath(window.location.pathname);
      if (home && home !== window.location.pathname) navigate(home, { replace: true });
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [navigate]);
  return null;
}

/** How long a page may take to show its heading after a navigation (lazy chunk, first request). */
const HEADING_WAIT_MS = 10_000;

/**
 * After each client-side navigation (not the first load, where the browser itself starts at the
 * top), focus moves to the new page's h1 and its text is announced, as Next.js's and Gatsby's
 * route announcers do: a screen reader user hears where they landed and Tab starts from there.
 * The heading may come after the page's data, so it is awaited; an open dialog, or a field the
 * driver focused meanwhile, keeps focus.
 */
export function RouteAnnouncer() {
  const { key } = useLocation();
  const [message, setMessage] = useState('');
  // The first location's key rather than a 'first run' flag, since StrictMode runs effects twice;
  // once the driver has navigated, going back to that first entry counts as a navigation too.
  const firstKey = useRef<string | null>(key);
  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = null;
    const from = document.activeElement;
    const arrive = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      // Focus the driver (or a dialog) moved since the navigation is theirs: it stays.
      const moved = document.activeElement !== from && document.activeElement !== document.body;
      if (!moved && !document.querySelector('dialog[open]')) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      setMessage(heading.textContent?.trim() || document.title);
      return true;
    };
    if (arrive()) return;
    const observer = new MutationObserver(() => {
      if (arrive()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [key]);
  return (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true" data-route-announcer>
      {message}
    </p>
  );
}
