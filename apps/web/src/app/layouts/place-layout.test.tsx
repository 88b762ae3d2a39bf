// @vitest-environment happy-dom
import type { CustomerPlace } from '@parking/domain/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCustomerPlaceQueryOptions } from '#web/features/transient/api/get-customer-place.ts';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import { QueryClient, QueryClientProvider } from '#web/lib/query.ts';
import { MemoryRouter, Route, Routes } from '#web/lib/router/router.tsx';
import enMessages from '#web/locales/en-US.json';
import PlaceLayout from './place-layout.tsx';

const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';
const customerPlace = {
  name: 'Demo Parking Co',
  lang: ['en-US'],
  placeImages: [],
  place: { name: 'Midtown Garage', timezone: 'America/New_York', addresses: [] },
} as unknown as CustomerPlace;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The layout at the place's home, the API unreachable (translations still served). */
function renderOffline(client: QueryClient) {
  const placeRequests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!url.startsWith('/api/')) return Response.json(enMessages);
    placeRequests.push(url);
    throw new TypeError('Failed to fetch');
  });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider initialLocale="en-US">
        <MemoryRouter initialEntries={[`/transient/${placeId}`]}>
          <Routes>
            <Route path="/transient/:placeId" element={<PlaceLayout />}>
              <Route index element={<h1>Midtown Garage</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return placeRequests;
}

describe('PlaceLayout on a weak signal (decision 064)', () => {
  it('keeps the place on screen when its refetch fails for want of a network', async () => {
    const client = new QueryClient(() => 0);
    // A place loaded long ago: stale, so the layout asks again as it mounts.
    client.setQueryData(getCustomerPlaceQueryOptions(placeId).queryKey, customerPlace, 0);
    const placeRequests = renderOffline(client);
    await vi.waitFor(() => expect(placeRequests).toHaveLength(3));
    await vi.waitFor(() =>
      expect(client.getState(getCustomerPlaceQueryOptions(placeId).queryKey).status).toBe('error'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Midtown Garage' })).toBeTruthy();
    expect(screen.queryByText('The page could not be loaded')).toBeNull();
  });

  it('says the page could not be loaded when it has no place at all', async () => {
    renderOffline(new QueryClient(() => 0));
    await screen.findByRole('heading', { name: 'The page could not be loaded' });
  });
});
