// @vitest-environment happy-dom
import type { Customer } from '@parking/domain/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from '#web/lib/router/router.tsx';
import enMessages from '#web/locales/en-US.json';
import { PlateSearchForm } from './plate-search-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customerId = 'e423a4ec-803b-4103-a4a4-2a4ab15c9454';
const sessionId = '560d1ea3-1aa4-499c-9b94-e0d3409170c5';
const home = `/access-control/${customerId}`;

/** Where the search led, and the state it handed over. */
function Landed() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="landed">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

/**
 * The form inside the area's context, the API answering `status` (and `body`) to the plate
 * lookup; every request it gets is recorded.
 */
function renderSearch({
  status,
  body = { message: 'License plate not found. Enter again.', statusCode: status },
  similarPlatesOnMiss = true,
}: {
  status: number;
  body?: unknown;
  similarPlatesOnMiss?: boolean;
}) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('/api/')) return Response.json(enMessages);
    requests.push(`${init?.method ?? 'GET'} ${url} ${String(init?.body ?? '')}`);
    return Response.json(body, { status });
  });
  const context: AccessControlContext = {
    customerId,
    customer: { name: 'Demo Parking Co', settings: { similarPlatesOnMiss } } as Customer,
    home,
    lot: { placeId: sessionId, name: 'Demo Gated Lot', timezone: 'Europe/Madrid' },
  };
  render(
    <I18nProvider initialLocale="en-US">
      <MemoryRouter initialEntries={[home]}>
        <Routes>
          <Route element={<Outlet context={context} />}>
            <Route path={home} element={<PlateSearchForm submitLabel="Search" />} />
            <Route path="*" element={<Landed />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
  return requests;
}

async function typeAndEnter(plate: string) {
  const input = await screen.findByLabelText('License plate');
  fireEvent.change(input, { target: { value: plate } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

describe('the plate search of the customer area (spec section 9)', () => {
  it('goes to the stay of a plate found, asking for the plate in the body, never the URL', async () => {
    const requests = renderSearch({ status: 200, body: { sessionId } });
    await typeAndEnter('4321xyz ');
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `${home}/stay-details?sessionId=${sessionId} {"plate":"4321XYZ","sessionId":"${sessionId}"}`,
    );
    expect(requests).toEqual([
      `POST /api/customer/${customerId}/session/lookup {"licensePlate":"4321XYZ"}`,
    ]);
  });

  it('sends a miss to the similar plates when the customer offers them', async () => {
    renderSearch({ status: 404 });
    await typeAndEnter('4321XY');
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `${home}/similar-license-plates?plateId=4321XY {"licensePlate":"4321XY"}`,
    );
  });

  it('sends a miss to no-results, with the plate, when it does not', async () => {
    renderSearch({ status: 404, similarPlatesOnMiss: false });
    await typeAndEnter('4321XY');
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `${home}/no-results {"licensePlate":"4321XY"}`,
    );
  });

  it.each([
    [429, 'Too many searches. Wait a few minutes and try again.'],
    [400, 'This is not a valid license plate. Use letters and digits.'],
    [500, 'The search did not work. Please try again.'],
  ])('stays on the page with a message under the field for a %i', async (status, message) => {
    renderSearch({ status, body: { message: 'x', statusCode: status } });
    await typeAndEnter('4321XY');
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe(message);
    const input = screen.getByLabelText('License plate');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('does not search for an empty plate', async () => {
    const requests = renderSearch({ status: 200, body: { sessionId } });
    await typeAndEnter('   ');
    expect(requests).toEqual([]);
    expect(screen.queryByTestId('landed')).toBeNull();
  });
});
