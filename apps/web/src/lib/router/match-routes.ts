import type { ReactNode } from 'react';

// React Router 7's matching rules for the routes this app declares (decision 094): nested and
// pathless routes, index routes, `:params`, a trailing `*`, case-insensitive, the most specific
// route first (static segments over params over a splat, then the order written).

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteObject {
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  element?: ReactNode;
  children?: RouteObject[] | undefined;
}

export interface RouteMatch {
  params: Params;
  /** The part of the address this route matched. */
  pathname: string;
  /** The same without what a trailing `*` matched: what its descendant routes start from. */
  pathnameBase: string;
  route: RouteObject;
}

interface Branch {
  path: string;
  score: number;
  routes: { relativePath: string; childIndex: number; route: RouteObject }[];
}

export const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Branch['routes'] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route, childIndex) => {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) relativePath = relativePath.slice(parentPath.length);
    const path = joinPaths([parentPath, relativePath]);
    const chain = [...parents, { relativePath, childIndex, route }];
    if (route.children?.length) flatten(route.children, branches, chain, path);
    // A pathless route matches only through its children (an index route is the exception).
    if (route.path == null && !route.index) return;
    branches.push({ path, score: score(path, route.index), routes: chain });
  });
  return branches;
}

/** Siblings keep the order they were written in; other ties keep the flattening's order. */
function compareBranches(a: Branch, b: Branch): number {
  if (a.score !== b.score) return b.score - a.score;
  const siblings =
    a.routes.length === b.routes.length &&
    a.routes.slice(0, -1).every((meta, i) => meta.childIndex === b.routes[i]?.childIndex);
  return siblings ? (a.routes.at(-1)?.childIndex ?? 0) - (b.routes.at(-1)?.childIndex ?? 0) : 0;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * A branch against the address's segments: static segments in any case, `:name` takes one
 * segment, a trailing `*` the rest; the branch's last route must take every segment.
 */
function matchBranch(branch: Branch, segments: string[]): RouteMatch[] | null {
  const params: Record<string, string | undefined> = {};
  const matches: RouteMatch[] = [];
  let taken = 0;
  for (const [i, meta] of branch.routes.entries()) {
    let splat: string | undefined;
    for (const part of segmentsOf(meta.relativePath)) {
      const segment = segments[taken];
      if (part === '*') {
        splat = segments.slice(taken).join('/');
        break;
      }
      if (segment === undefined) return null;
      if (part.startsWith(':')) params[part.slice(1)] = segment.replace(/%2F/g, '/');
      else if (part.toLowerCase() !== segment.toLowerCase()) return null;
      taken += 1;
    }
    if (splat !== undefined) params['*'] = splat;
    else if (i === branch.routes.length - 1 && taken < segments.length) return null;
    const pathnameBase = `/${segments.slice(0, taken).join('/')}`;
    matches.push({
      params: { ...params },
      pathname: splat ? joinPaths([pathnameBase, splat]) : pathnameBase,
      pathnameBase,
      route: meta.route,
    });
  }
  return matches;
}

/** The chain of routes, outermost first, that renders `pathname`; null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = flatten(routes).sort(compareBranches);
  // Each segment decoded, a slash inside one kept encoded (as React Router does).
  const segments = segmentsOf(pathname).map((segment) => {
    try {
      return decodeURIComponent(segment).replace(/\//g, '%2F');
    } catch {
      return segment;
    }
  });
  for (const branch of branches) {
    const matches = matchBranch(branch, segments);
    if (matches) return matches;
  }
  return null;
}

/**
 * Where a relative `to` leads from a route: from the address its innermost route with a path
 * matched (an index or pathless route adds nothing). `..` climbs a segment, `.` stays.
 */
export function resolvePathname(to: string, matches: RouteMatch[], current: string): string {
  if (to === '') return current;
  if (to.startsWith('/')) return to;
  const from = matches.filter((match, i) => i === 0 || match.route.path).at(-1)?.pathname ?? '/';
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of to.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.join('/') || '/';
}
