import type { Page, Request } from 'playwright-core';
import { onTestFailed } from 'vitest';

/** A request slower than this is named in a failed test's log; quicker ones are left out. */
const SLOW_MS = 2_000;

/**
 * Keeps the page's requests with their timings and, should the test that opened the page fail,
 * prints those that failed, took over two seconds or never ended, and the page's console
 * errors: a page left waiting under load (a script's chunk, an API call, the service worker) is
 * then named, where a failure only said which text never showed. Outside a test (a file's
 * beforeAll), nothing is printed.
 */
export function logRequestsOnFailure(
  page: Page,
  name: string,
  consoleErrors: readonly string[],
): void {
  const opened = Date.now();
  const started = new Map<Request, number>();
  const lines: string[] = [];
  const at = (time: number) => `${((time - opened) / 1000).toFixed(1)} s`;
  const ended = (request: Request, outcome: string) => {
    const start = started.get(request) ?? opened;
    started.delete(request);
    const took = Date.now() - start;
    if (took >= SLOW_MS || outcome !== 'ok') {
      lines.push(`${at(start)} +${took} ms ${outcome} ${request.method()} ${request.url()}`);
    }
  };
  page.on('request', (request) => started.set(request, Date.now()));
  page.on('requestfinished', (request) => ended(request, 'ok'));
  page.on('requestfailed', (request) => ended(request, request.failure()?.errorText ?? 'failed'));
  try {
    onTestFailed(() => {
      const open = [...started].map(
        ([request, start]) => `${at(start)} never ended ${request.method()} ${request.url()}`,
      );
      const all = [...lines, ...open, ...consoleErrors.map((error) => `console: ${error}`)];
      if (all.length > 0) console.log(`${name}, slow or failed requests:\n${all.join('\n')}`);
    });
  } catch {
    // Opened outside a test: no test of its own to report with.
  }
}
