// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportApiReachable } from '#web/lib/connection.ts';
import enMessages from '#web/locales/en-US.json';
import esMessages from '#web/locales/es-ES.json';
import { ConnectionBanner } from './connection-banner.tsx';
import { BACK_ONLINE_MS } from './use-connection-status.ts';

/** The translations served as the app fetches them, by the file's language. */
beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    Response.json(String(url).includes('en-US') ? enMessages : esMessages),
  );
});

afterEach(() => {
  cleanup();
  reportApiReachable(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const say = (type: string) => act(() => void window.dispatchEvent(new Event(type)));
const status = () => screen.getByRole('status');

describe('the connection banner', () => {
  it('says the connection is lost, then that it is back, then goes quiet', async () => {
    document.documentElement.lang = 'en-US';
    render(<ConnectionBanner />);
    expect(status().textContent).toBe('');
    say('offline');
    await screen.findByText("No connection. We'll try again when you're back online.");
    vi.useFakeTimers();
    say('online');
    expect(status().textContent).toBe('Back online.');
    act(() => vi.advanceTimersByTime(BACK_ONLINE_MS));
    expect(status().textContent).toBe('');
  });

  it('hears the API not answering, and answering again, in the page’s language', async () => {
    document.documentElement.lang = 'es-ES';
    render(<ConnectionBanner />);
    act(() => reportApiReachable(false));
    await screen.findByText(
      'Sin conexión. Lo intentaremos de nuevo cuando vuelvas a tener conexión.',
    );
    act(() => reportApiReachable(true));
    expect(status().textContent).toBe('Vuelves a tener conexión.');
  });

  it('says so at once when it starts without a connection', async () => {
    document.documentElement.lang = 'en-US';
    act(() => reportApiReachable(false));
    render(<ConnectionBanner />);
    await screen.findByText("No connection. We'll try again when you're back online.");
  });

  it('follows the page into another language', async () => {
    document.documentElement.lang = 'en-US';
    render(<ConnectionBanner />);
    say('offline');
    await screen.findByText("No connection. We'll try again when you're back online.");
    act(() => document.documentElement.setAttribute('lang', 'es-ES'));
    await screen.findByText(
      'Sin conexión. Lo intentaremos de nuevo cuando vuelvas a tener conexión.',
    );
  });

  it('never claims to be back when it was never gone', () => {
    document.documentElement.lang = 'en-US';
    render(<ConnectionBanner />);
    say('online');
    expect(status().textContent).toBe('');
  });
});
