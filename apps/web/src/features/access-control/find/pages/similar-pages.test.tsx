// @vitest-environment happy-dom
import type { Customer, SimilarStay } from '@parking/domain/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import { QueryClient, QueryClientProvider } from '#web/lib/query.ts';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from '#web/lib/router/router.tsx';
import enMessages from '#web/locales/en-US.json';
import MoreSimilarLicensePlatesPage from './more-similar-license-plates-page.tsx';
import SimilarLicensePlatesPage from './similar-license-plates-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customerId = 'e423a4ec-803b-4103-a4a4-2a4ab15c9454';
const home = `/access-control/${customerId}`;

/** Fourteen look-alikes, as the API would page them. */
const stays: SimilarStay[] = Array.from({ length: 14 }, (_, index) => ({
  sessionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  licensePlateMasked: `43•••${String(index).padStart(2, '0')}`,
  actualStart: new Date(Date.UTC(2026, 10, 23, 9, index)).toISOString(),
}));

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

/** The pages in the area's context; the similar call answers from `all` by take and skip. */
function renderAt(path: string, all: SimilarStay[] | 'fail') {
  const requests: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return Response.json(enMessages);
    requests.push(url);
    if (all === 'fail') return Response.json({ message: 'x', statusCode: 500 }, { status: 500 });
    const take = Number(url.searchParams.get('take'));
    const skip = Number(url.searchParams.get('skip'));
    return Response.json({
      data: all.slice(skip, skip + take),
      totalPages: Math.ceil(all.length / take),
    });
  });
  const context: AccessControlContext = {
    customerId,
    customer: { name: 'Demo Parking Co', settings: { similarPlatesOnMiss: true } } as Customer,
    home,
    lot: { placeId: customerId, name: 'Demo Gated Lot', timezone: 'Europe/Madrid' },
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider initialLocale="en-US">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<Outlet context={context} />}>
              <Route
                path={`${home}/similar-license-plates`}
                element={<SimilarLicensePlatesPage />}
              />
              <Route
                path={`${home}/more-similar-license-plates`}
                element={<MoreSimilarLicensePlatesPage />}
              />
              <Route path="*" element={<Landed />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return requests;
}

const plates = () =>
  Array.from(document.querySelectorAll('.ac-stay-list .ac-plate')).map((item) => item.textContent);

describe('similar plates, three then pages of six (spec section 9)', () => {
  it('shows the first three and offers more when there are more', async () => {
    const requests = renderAt(`${home}/similar-license-plates?plateId=4321XY`, stays);
    await screen.findByRole('heading', { level: 1, name: 'Is one of these your car?' });
    expect(plates()).toEqual(['43•••00', '43•••01', '43•••02']);
    expect(requests[0]?.searchParams.toString()).toBe('plateId=4321XY&take=3&skip=0');
    fireEvent.click(screen.getByRole('link', { name: 'Show more similar plates' }));
    await screen.findByRole('heading', { level: 1, name: 'Plates similar to 4321XY' });
    expect(plates()).toEqual(stays.slice(0, 6).map((stay) => stay.licensePlateMasked));
  });

  it('offers no more when three are all', async () => {
    renderAt(`${home}/similar-license-plates?plateId=4321XY`, stays.slice(0, 3));
    await screen.findByRole('heading', { level: 1, name: 'Is one of these your car?' });
    expect(screen.queryByRole('link', { name: 'Show more similar plates' })).toBeNull();
  });

  it("replaces the page with 'License plate not found' when nothing looks alike", async () => {
    renderAt(`${home}/similar-license-plates?plateId=QQ00QQ`, []);
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `${home}/license-plate-not-found?plateId=QQ00QQ`,
    );
  });

  it('pages forward while below totalPages and back after page 1', async () => {
    renderAt(`${home}/more-similar-license-plates?plateId=4321XY`, stays);
    await screen.findByText('43•••05');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('43•••11');
    expect(plates()).toEqual(stays.slice(6, 12).map((stay) => stay.licensePlateMasked));
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('43•••13');
    expect(plates()).toEqual(['43•••12', '43•••13']);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await screen.findByText('43•••06');
  });

  it('stops paging forward when an answer did not come', async () => {
    renderAt(`${home}/more-similar-license-plates?plateId=4321XY&page=2`, 'fail');
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeTruthy();
  });
});
