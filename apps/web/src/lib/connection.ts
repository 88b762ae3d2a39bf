/**
 * Whether the API answered the app's last request: a lost connection as the app meets it,
 * which `navigator.onLine` misses (a phone on a cell with no data). A change is told as a
 * window event, so the query cache and the lazy connection banner hear it; a listener that
 * comes later reads `isApiUnreachable()` first (docs/decisions/064).
 */
export const API_UNREACHABLE_EVENT = 'api-unreachable';
export const API_REACHABLE_EVENT = 'api-reachable';

let unreachable = false;

export const isApiUnreachable = () => unreachable;

export function reportApiReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  // No window on the server, nor in the Node tests of the API client.
  globalThis.dispatchEvent?.(new Event(reachable ? API_REACHABLE_EVENT : API_UNREACHABLE_EVENT));
}
