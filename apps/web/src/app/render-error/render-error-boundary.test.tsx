// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import enMessages from '#web/locales/en-US.json';
import { RenderErrorBoundary } from './render-error-boundary.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new TypeError('Cannot read properties of undefined');
}

/** The boundary at `pathname` around a page that throws; returns what was posted to the API. */
function renderBroken(contact: { phone: string | null; email: string | null } | null) {
  const reports: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/api/')) return Response.json(enMessages);
    reports.push({ url, body: JSON.parse(String(init?.body)) });
    return new Response(null, { status: 204 });
  });
  // React reports a caught error on the console too: not this test's subject.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';
  render(
    <I18nProvider initialLocale="en-US" initialMessages={enMessages}>
      <RenderErrorBoundary contact={contact} pathname={`/transient/${placeId}/summary/${placeId}`}>
        <Broken />
      </RenderErrorBoundary>
    </I18nProvider>,
  );
  return reports;
}

describe('RenderErrorBoundary', () => {
  it("shows the notice with the operator's contact and reports the route's pattern", async () => {
    const reports = renderBroken({ phone: '+1 212 555 0100', email: 'help@demo.test' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeTruthy();
    expect(screen.getByText('If it keeps failing, contact us:')).toBeTruthy();
    expect(screen.getByRole('link', { name: /\+1 \(212\) 555-0100/ }).getAttribute('href')).toBe(
      'tel:+12125550100',
    );
    expect(screen.getByRole('link', { name: /help@demo\.test/ })).toBeTruthy();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      url: '/api/client-errors',
      body: {
        errorName: 'TypeError',
        message: 'Cannot read properties of undefined',
        route: '/transient/:id/summary/:id',
        buildId: 'dev',
      },
    });
  });

  it('gives the generic contact where no operator is known', () => {
    renderBroken(null);
    expect(screen.getByText(/contact your parking lot's operator/)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('says the operator published no contact when it did not', () => {
    renderBroken({ phone: null, email: null });
    expect(screen.getByText('This operator has not published any contact details.')).toBeTruthy();
  });

  it('loads the page again on retry', () => {
    renderBroken(null);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
