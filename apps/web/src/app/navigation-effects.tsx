import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
