/**
 * Runs `callback` for work that must not compete with the first screen (prefetching the next
 * step's chunks): at the driver's first interaction with the page (a tap, a key, a focus),
 * or once the browser is idle after `delayMs`, whichever comes first. Safari has no
 * requestIdleCallback; the delay alone stands in. Returns a cancel function.
 */
export function whenIdle(callback: () => void, delayMs = 1500): () => void {
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
