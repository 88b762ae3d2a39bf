// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from './router.tsx';

afterEach(cleanup);

function Where() {
  const { pathname, search, state, key } = useLocation();
  const params = useParams();
  return (
    <output data-key={key}>
      {pathname}
      {search} {JSON.stringify(params)} {JSON.stringify(state)}
    </output>
  );
}

const where = () => screen.getByRole('status').textContent;

function Layout() {
  return <Outlet context="from the layout" />;
}

function Home() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <p>{useOutletContext<string>()}</p>
      <button type="button" onClick={() => navigate('summary/r1', { state: { paid: true } })}>
        relative
      </button>
      <button type="button" onClick={() => setSearch({ page: '2' })}>
        page {search.get('page') ?? '1'}
      </button>
      <Link to="/reservation/p2/ticket-paid/r9">ticket</Link>
    </>
  );
}

function Reservation() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Where />} />
        <Route path="ticket-paid/:assignedRightId" element={<Where />} />
        <Route path="old" element={<Navigate to="/transient/p1" replace />} />
      </Route>
    </Routes>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/transient/:placeId" element={<Layout />}>
          <Route index element={<Home />} />
          <Route path="summary/:assignedRightId" element={<Where />} />
        </Route>
        <Route path="/reservation/:placeId/*" element={<Reservation />} />
      </Routes>
      <BackButton />
    </MemoryRouter>,
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

describe('the router (decision 094)', () => {
  it('navigates relative to the route, passes state and goes back', async () => {
    renderAt('/transient/p1');
    expect(screen.getByText('from the layout')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'relative' })));
    expect(where()).toBe(
      '/transient/p1/summary/r1 {"placeId":"p1","assignedRightId":"r1"} {"paid":true}',
    );
    expect(screen.getByRole('status').dataset.key).not.toBe('default');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(screen.getByRole('button', { name: 'relative' })).toBeTruthy();
  });

  it('changes the query on the same page', async () => {
    renderAt('/transient/p1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'page 1' })));
    expect(screen.getByRole('button', { name: 'page 2' })).toBeTruthy();
  });

  it('follows a link into descendant routes, which see their parent route params', async () => {
    renderAt('/transient/p1');
    const link = screen.getByRole('link', { name: 'ticket' });
    expect(link.getAttribute('href')).toBe('/reservation/p2/ticket-paid/r9');
    await act(async () => fireEvent.click(link));
    expect(where()).toBe(
      '/reservation/p2/ticket-paid/r9 {"placeId":"p2","*":"ticket-paid/r9","assignedRightId":"r9"} null',
    );
  });

  it('leaves a click with a modifier key to the browser', async () => {
    renderAt('/transient/p1');
    await act(async () =>
      fireEvent.click(screen.getByRole('link', { name: 'ticket' }), { ctrlKey: true }),
    );
    expect(screen.getByRole('button', { name: 'relative' })).toBeTruthy();
  });

  it('redirects with <Navigate>, and the first entry is the default one', async () => {
    renderAt('/reservation/p2/old');
    await act(async () => undefined);
    expect(screen.getByText('from the layout')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'relative' })).toBeTruthy();
  });
});
