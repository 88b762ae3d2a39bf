import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject, resolvePathname } from './match-routes.ts';

// The app's own route table, in the shape <Routes> reads it (app.tsx, routes/).
const app: RouteObject[] = [
  { children: [{ path: '/' }, { path: '/terms-and-conditions' }] },
  {
    path: '/transient/:placeId',
    children: [
      { index: true },
      { path: 'summary/:assignedRightId' },
      { path: 'summary/external/:externalId' },
    ],
  },
  { path: '/reservation/:placeId/*' },
  { path: '/access-control/:customerId/*' },
  { path: '/:customerId/*' },
  { path: '*' },
];
const reservation: RouteObject[] = [
  {
    children: [
      { index: true },
      { path: 'ticket-paid/external/:externalId' },
      { path: 'ticket-paid/:assignedRightId' },
      { path: 'ticket-paid/:assignedRightId/cancel' },
      { path: '*' },
    ],
  },
];

const leaf = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1);

describe('matchRoutes', () => {
  it('prefers static segments to params, params to a splat', () => {
    expect(leaf(app, '/')?.route.path).toBe('/');
    expect(leaf(app, '/terms-and-conditions')?.route.path).toBe('/terms-and-conditions');
    expect(leaf(app, '/transient/p1/summary/external/x')?.route.path).toBe(
      'summary/external/:externalId',
    );
    expect(leaf(app, '/transient/p1/summary/r1')?.params).toEqual({
      placeId: 'p1',
      assignedRightId: 'r1',
    });
    expect(leaf(app, '/reservation/p2/checkout/q')?.params).toEqual({
      placeId: 'p2',
      '*': 'checkout/q',
    });
    expect(leaf(app, '/c3/stay-details')?.route.path).toBe('/:customerId/*');
    expect(leaf(app, '/a/b/c/d')?.route.path).toBe('/:customerId/*');
    expect(leaf(app, '/transient/p1/nothing/here')?.route.path).toBe('/:customerId/*');
  });

  it('renders an index route under its layout, a trailing slash and any case included', () => {
    const matches = matchRoutes(app, '/Transient/p1/');
    expect(matches?.map((match) => match.route.index ?? match.route.path)).toEqual([
      '/transient/:placeId',
      true,
    ]);
    expect(matches?.[0]?.pathnameBase).toBe('/Transient/p1');
  });

  it('keeps what a splat matched out of the base its descendant routes start from', () => {
    const [match] = matchRoutes(app, '/reservation/p2/ticket-paid/r9/cancel') ?? [];
    expect(match?.pathnameBase).toBe('/reservation/p2');
    expect(leaf(reservation, '/ticket-paid/r9/cancel')?.route.path).toBe(
      'ticket-paid/:assignedRightId/cancel',
    );
    expect(leaf(reservation, '/ticket-paid/external/e')?.params).toEqual({ externalId: 'e' });
    expect(leaf(reservation, '/')?.route.index).toBe(true);
    expect(leaf(reservation, '/nowhere')?.route.path).toBe('*');
  });

  it('decodes a param, keeping an encoded slash', () => {
    expect(leaf(app, '/transient/a%20b%2Fc')?.params.placeId).toBe('a b/c');
  });

  it('finds nothing where no route matches', () => {
    expect(matchRoutes([{ path: '/only' }], '/other')).toBeNull();
  });
});

describe('resolvePathname', () => {
  it('resolves from the innermost route with a path, an index route adding nothing', () => {
    const matches = matchRoutes(app, '/transient/p1') ?? [];
    expect(resolvePathname('summary/r1', matches, '/transient/p1')).toBe(
      '/transient/p1/summary/r1',
    );
    expect(resolvePathname('../other', matches, '/transient/p1')).toBe('/transient/other');
    expect(resolvePathname('/terms', matches, '/transient/p1')).toBe('/terms');
    expect(resolvePathname('', matches, '/transient/p1/x')).toBe('/transient/p1/x');
  });
});
