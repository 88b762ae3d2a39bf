// @vitest-environment happy-dom
import type { CustomerPlace, PermitInfo } from '@parking/domain/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import { MemoryRouter, Outlet, Route, Routes } from '#web/lib/router/router.tsx';
import enMessages from '#web/locales/en-US.json';
import type { PermitContext } from '../permit-context.ts';
import { PermitClosed } from './permit-closed.tsx';
import { PermitDetails } from './permit-details.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const placeId = '764e02a7-6c82-42d9-a4c6-2d9c8376d94e';
const assignedRightId = '558118be-858e-4744-bbd9-373db2d61ae6';
const customerPlace = {
  name: 'Demo Parking Co',
  placeImages: [],
  place: {
    name: 'City Center Permits',
    timezone: 'America/New_York',
    addresses: [{ addressLine1: '100 Church St' }],
  },
} as unknown as CustomerPlace;

const cycle = (start: string, end: string, transactionId: string) => ({
  type: 'BASE' as const,
  dateCollected: start,
  startPeriodCovered: start,
  endPeriodCovered: end,
  transactionId,
  currencyCode: 'USD',
  paymentLine: [],
});

function permit(status: PermitInfo['status']): PermitInfo {
  return {
    status,
    assignedRight: {
      assignedRightId,
      credential: [{ type: 'LICENSE_PLATE', localIdentifier: 'PERM002' }],
      customer: [{ name: 'Sam Rivera' }],
    },
    rate: {
      rateId: '7918917f-5811-4be2-8200-5256e984d7bc',
      rateLineId: '29f08cf9-0ad4-44c9-9431-7f26c8ebe5c1',
      name: 'Monthly permit',
      value: 120,
      valueMinor: 12000,
      serviceFee: 0,
      serviceFeeMinor: 0,
      currencyCode: 'USD',
    },
    // Newest last on purpose: the page picks the cycle that ends last, not the first listed.
    payments: [
      cycle('2026-10-13T18:00:00.000Z', '2026-11-13T19:00:00.000Z', 'TXN-OCT'),
      cycle('2026-11-13T19:00:00.000Z', '2026-12-13T19:00:00.000Z', 'TXN-NOV'),
    ],
    nextPeriod: null,
    renewalWindow: { opensAt: '2099-12-06T19:00:00.000Z', closesAt: '2099-12-18T19:00:00.000Z' },
  };
}

/** The page inside the permit layout's outlet context, in English. */
async function renderInLayout(page: ReactNode, openContact = vi.fn()) {
  vi.stubGlobal('fetch', async () => Response.json(enMessages));
  const context: PermitContext = {
    placeId,
    customerPlace,
    localize: (entity) => entity,
    openContact,
  };
  render(
    <I18nProvider initialLocale="en-US">
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route element={<Outlet context={context} />}>
            <Route path="/page" element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
  await screen.findAllByText(/./);
  return openContact;
}

describe('the permit pages that take no payment (spec section 2, Permit summary)', () => {
  it("COMPLETED: the spec's title, why, when the next renewal opens, and the last receipt", async () => {
    await renderInLayout(<PermitClosed permit={permit('COMPLETED')} />);
    await screen.findByRole('heading', { level: 2, name: 'Renewal Already Completed' });
    screen.getByText(/already renewed for this period\. No further payment can be made/);
    screen.getByText(/Renewal of the next cycle opens on December 6, 2099/);
    const link = screen.getByRole('link', { name: 'Check Last Receipt' });
    expect(link.getAttribute('href')).toBe(`/permit/${placeId}/ticket-paid/${assignedRightId}`);
    expect(screen.queryByRole('button', { name: 'Contact Us' })).toBeNull();
  });

  it("EXPIRED: the spec's title and 'Contact Us', which opens the shell's contact modal", async () => {
    const openContact = await renderInLayout(<PermitClosed permit={permit('EXPIRED')} />);
    await screen.findByRole('heading', { level: 2, name: 'Renewal Period Ended' });
    screen.getByText(/contact the operator/);
    expect(screen.queryByRole('link', { name: 'Check Last Receipt' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(openContact).toHaveBeenCalledTimes(1);
  });

  it('lists the latest cycle, the plate, the holder and the place', async () => {
    await renderInLayout(<PermitDetails permit={permit('ACTIVE')} />);
    const rows = await screen.findAllByRole('definition');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monthly permit',
      'November 13, 2026, 2:00 PM',
      'December 13, 2026, 2:00 PM',
      'PERM002',
      'Sam Rivera',
      '100 Church St',
      'City Center Permits',
    ]);
  });
});
