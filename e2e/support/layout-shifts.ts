import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records, from before any script of each page runs, the layout shifts that no input caused
 * (what CLS adds up); `read` returns those of the page open now.
 */
export async function recordLayoutShifts(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    read: () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
  };
}
