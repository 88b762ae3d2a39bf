import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_REACHABLE_EVENT,
  API_UNREACHABLE_EVENT,
  isApiUnreachable,
  reportApiReachable,
} from './connection.ts';

describe('reportApiReachable', () => {
  afterEach(() => {
    reportApiReachable(true);
    vi.unstubAllGlobals();
  });

  it('tells each change once, as a window event, and remembers the last', () => {
    const told: string[] = [];
    vi.stubGlobal('dispatchEvent', (event: Event) => told.push(event.type));
    reportApiReachable(true);
    expect(told).toEqual([]);
    reportApiReachable(false);
    reportApiReachable(false);
    expect(isApiUnreachable()).toBe(true);
    reportApiReachable(true);
    expect(isApiUnreachable()).toBe(false);
    expect(told).toEqual([API_UNREACHABLE_EVENT, API_REACHABLE_EVENT]);
  });
});
