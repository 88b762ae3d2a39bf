import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  createStaticHistory,
  type History,
  type Location,
  parsePath,
} from './history.ts';
import {
  joinPaths,
  matchRoutes,
  type Params,
  type RouteMatch,
  type RouteObject,
  resolvePathname,
} from './match-routes.ts';

// React Router 7's declarative vocabulary, the part this app uses, in about 2 kB gzipped instead
// of its 13 kB on every first page (decision 094). Same names and props, so that going back is
// a change of import paths.

interface RouterState {
  history: History;
  location: Location;
}
const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; matches: RouteMatch[] }>({
  outlet: null,
  matches: [],
});
const OutletContext = createContext<unknown>(null);

/** Every hook below is used inside one of the routers, as React Router requires too. */
const useRouter = () => use(RouterContext) as RouterState;

function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // A navigation is a transition, as in React Router: the page stays until the next one's
  // lazy chunk is in, instead of a spinner in between.
  useLayoutEffect(
    () => history.listen((next) => startTransition(() => setLocation(next))),
    [history],
  );
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo(() => {
    const history = createStaticHistory(location);
    return { history, location: history.location };
  }, [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useParams(): Params {
  return use(RouteContext).matches.at(-1)?.params ?? {};
}

export function useOutletContext<T>(): T {
  return use(OutletContext) as T;
}

interface NavigateOptions {
  replace?: boolean | undefined;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

/** Where `to` leads from a route: a path from its address, a query or hash on the current one. */
function hrefOf(to: string, matches: RouteMatch[], current: string): string {
  const path = parsePath(to);
  const target = /^[?#]/.test(to) ? '' : path.pathname;
  return createPath({ ...path, pathname: resolvePathname(target, matches, current) });
}

export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const { matches } = use(RouteContext);
  // Before its first effect a component is still rendering: React Router ignores a navigation
  // asked for then, and so does this.
  const active = useRef(false);
  useLayoutEffect(() => {
    active.current = true;
  });
  const { pathname } = location;
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (!active.current) return;
      if (typeof to === 'number') return history.go(to);
      const href = hrefOf(to, matches, pathname);
      if (options.replace) history.replace(href, options.state);
      else history.push(href, options.state);
    },
    [history, matches, pathname],
  ) as NavigateFunction;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(next)}`, options),
    [navigate],
  );
  return [params, setParams] as const;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean | undefined;
  state?: unknown;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { location } = useRouter();
  const href = hrefOf(to, use(RouteContext).matches, location.pathname);
  const navigate = useNavigate();
  const current = createPath(location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, anchor.target)) return;
    event.preventDefault();
    // A link to the address already shown replaces its entry, as React Router's does.
    navigate(href, { replace: replace ?? current === href, state });
  };
  return <a {...anchor} href={href} onClick={follow} />;
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, where it is rendered.
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}

export interface RouteProps extends Omit<RouteObject, 'children'> {
  children?: ReactNode;
}

/** A route's description: `<Routes>` reads its props, it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/** The `<Route>` elements among `children`, as a tree (a fragment is not looked into). */
function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { children: nested, ...route } = child.props;
    routes.push({ ...route, children: route.index ? undefined : routesOf(nested) });
  });
  return routes;
}

/** The route that matches the address, inside the routes around it (descendant routes). */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const parent = use(RouteContext);
  const parentMatch = parent.matches.at(-1);
  const base = parentMatch?.pathnameBase ?? '/';
  const baseSegments = base === '/' ? 0 : base.replace(/^\//, '').split('/').length;
  const remaining = `/${pathname.replace(/^\//, '').split('/').slice(baseSegments).join('/')}`;
  const matches = matchRoutes(routesOf(children), remaining)?.map((match) => ({
    ...match,
    params: { ...parentMatch?.params, ...match.params },
    pathname: joinPaths([base, match.pathname]),
    pathnameBase: match.pathnameBase === '/' ? base : joinPaths([base, match.pathnameBase]),
  }));
  if (!matches) return null;
  // Innermost first: each route's element gets the one inside it as its outlet.
  let element: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const route = { outlet: element, matches: [...parent.matches, ...matches.slice(0, i + 1)] };
    element = <RouteContext value={route}>{matches[i]?.route.element || element}</RouteContext>;
  }
  return element;
}

/** Where a layout shows the route inside it; `context` is what `useOutletContext` gives it. */
export function Outlet({ context }: { context?: unknown }) {
  const { outlet } = use(RouteContext);
  return outlet ? <OutletContext value={context}>{outlet}</OutletContext> : outlet;
}
