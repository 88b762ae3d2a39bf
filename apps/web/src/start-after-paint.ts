/**
 * The one script a server-rendered page loads with its HTML (decision 066). The page paints
 * from its HTML alone, so the app's scripts wait until the page has loaded (its photo is in)
 * and one frame has painted: the main thread is free for that paint, and the scripts do not
 * share a slow network with the photo. A driver who reaches for the page first, or a load that
 * drags on, starts them at once. It imports nothing: it must stay a few hundred bytes.
 *
 * The modules come from the page's `page-modules` JSON block, written by the server from the
 * build's manifest: the app's entry first, then what the entry and the page's route import, all
 * fetched in parallel.
 */
const MODULES_ID = 'page-modules';
/** However slow the photo: past this, an interactive page is worth more than its paint. */
const LATEST_START_MS = 3000;
/** How long after the load event the paint may take to be reported on screen. */
const SHOWN_WAIT_MS = 500;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

function readModules(): string[] {
  try {
    const value: unknown = JSON.parse(document.getElementById(MODULES_ID)?.textContent ?? '[]');
    return Array.isArray(value) ? value.filter((href) => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  const [entry, ...imported] = readModules();
  for (const href of imported) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

/** After the next frame: a load event's task ends before the browser paints what loaded. */
function afterNextFrame(): void {
  requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * Once the page's paint is on screen, not only drawn: on a slow phone the frame with the photo
 * reaches the screen well after the main thread drew it, and scripts started meanwhile hold
 * that paint back. The browser reports it (paint and element timing: the photo carries
 * `elementtiming`); without those reports, or if they are late, after the next frame.
 */
function afterPaintShown(): void {
  // A hidden tab paints no frame: nothing to wait for.
  if (document.hidden) {
    start();
    return;
  }
  const photo = document.querySelector('img[elementtiming]');
  const wanted = ['paint', ...(photo ? ['element'] : [])];
  const types =
    typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
  if (!wanted.every((type) => types.includes(type))) {
    afterNextFrame();
    return;
  }
  const seen = new Set<string>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') seen.add('paint');
      else if (entry.entryType === 'element') seen.add('element');
    }
    if (wanted.every((type) => seen.has(type))) {
      observer.disconnect();
      setTimeout(start, 0);
    }
  });
  for (const type of wanted) observer.observe({ type, buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, SHOWN_WAIT_MS);
}

// A tap on a button React has not hydrated yet would do nothing: before the app runs, while
// the layout's chunk loads, and while a page's own lazy chunk (a ticket's "E-mail ticket", a
// copy button) is still server HTML after the layout hydrated. Such a tap is kept from the
// page (and from a form's native submit) and made again once React owns that button, once.
// React marks a node it hydrated with its props (`__reactProps$…`, since React 17): the one
// sign that holds per button, whichever boundary it is in. Buttons React rendered itself
// carry it from the start, so after hydration every tap passes through untouched.
const KEEP_TAP_MS = 10_000;
const REPLAY_POLL_MS = 50;
const ownedByReact = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactProps$'));
let tapped: HTMLElement | null = null;
function replayWhenOwned(button: HTMLElement, deadline: number): void {
  if (tapped !== button || !button.isConnected || Date.now() > deadline) {
    if (tapped === button) tapped = null;
    return;
  }
  if (!ownedByReact(button)) {
    setTimeout(() => replayWhenOwned(button, deadline), REPLAY_POLL_MS);
    return;
  }
  tapped = null;
  button.click();
}
addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!(button instanceof HTMLElement) || ownedByReact(button)) return;
    event.stopPropagation();
    event.preventDefault();
    // The latest tap wins; an earlier one's wait ends (its `tapped` is gone).
    tapped = button;
    replayWhenOwned(button, Date.now() + KEEP_TAP_MS);
  },
  true,
);

for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
setTimeout(start, LATEST_START_MS);
if (document.readyState === 'complete') afterPaintShown();
else addEventListener('load', afterPaintShown, { once: true });
