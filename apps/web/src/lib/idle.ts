/**
 * Runs `callback` for work that must not compete with the first screen (prefetching the next
 * step's chunks): at the driver's first interaction with the page (a tap, a key, a focus),
 * or once the browser is idle after `delayMs`, whichever comes first. Safari has no
 * requestIdleCallback; the delay alone stands in. Returns a cancel function.
 * The delay is long: the seconds after the page becomes interactive are the driver's (a slow
 * phone takes a while to settle, decision 066), and a driver who acts starts the work at once.
 */
export function whenIdle(callback: () => void, delayMs = 4000): () => void {
  let done = false;
  let idleId: number | undefined;
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    callback();
  };
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(run, { timeout: 2000 });
    } else run();
  }, delayMs);
  const cancel = () => {
    done = true;
    window.clearTimeout(timer);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    for (const type of events) window.removeEventListener(type, run, true);
  };
  for (const type of events) window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}

/** Runs `callback` once the page has loaded: at its load event, or now if that has passed. */
export function whenLoaded(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}
