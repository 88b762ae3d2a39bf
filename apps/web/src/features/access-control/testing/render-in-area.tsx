import type { Customer } from '@parking/domain/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import { QueryClient, QueryClientProvider } from '#web/lib/query.ts';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from '#web/lib/router/router.tsx';
import enMessages from '#web/locales/en-US.json';
import type { AccessControlContext } from '../access-control-context.ts';

export const customerId = 'e423a4ec-803b-4103-a4a4-2a4ab15c9454';
export const home = `/access-control/${customerId}`;

/** Where a page navigated to: rendered by any path the test did not route. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

type Answer = { status?: number; body: unknown };

/**
 * A page of the customer area at `path` in English, its layout's context given, fetch answered
 * by `answer` for /api/ calls (the translations otherwise). Returns the API requests made.
 */
export function renderInArea(
  path: string,
  routes: Record<string, ReactNode>,
  answer: (url: URL, init: RequestInit | undefined) => Answer,
) {
  const requests: { url: URL; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return Response.json(enMessages);
    requests.push({ url, init });
    const { status = 200, body } = answer(url, init);
    return Response.json(body, { status });
  });
  const context: AccessControlContext = {
    customerId,
    customer: { name: 'Demo Parking Co' } as Customer,
    home,
    lot: { placeId: customerId, name: 'Demo Gated Lot', timezone: 'Europe/Madrid' },
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider initialLocale="en-US">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<Outlet context={context} />}>
              {Object.entries(routes).map(([route, element]) => (
                <Route key={route} path={`${home}/${route}`} element={element} />
              ))}
              <Route path="*" element={<Landed />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return requests;
}
