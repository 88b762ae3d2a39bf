// The address the router renders and the ways to change it: the browser's history, a list in
// memory (tests), one fixed address (the server's render). The browser's entries keep React
// Router's state shape, `{ usr, key, idx }`, which main.tsx reads (decision 094).

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed along; null when none. */
  state: unknown;
  /** 'default' for the entry the app started on, a fresh key for each navigation after it. */
  key: string;
}

export interface History {
  readonly location: Location;
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  go(delta: number): void;
  /** Called on every change of location; returns how to stop. */
  listen(listener: (location: Location) => void): () => void;
}

type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 && searchAt < rest.length - 1 ? rest.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
  };
}

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash;

const createKey = () => Math.random().toString(36).slice(2, 10);

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function createBrowserHistory(): History {
  const entryState = () => (window.history.state ?? null) as EntryState | null;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = entryState();
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  if (entryState()?.idx == null) window.history.replaceState({ ...entryState(), idx: 0 }, '');
  // One router listens (a second would replace the first).
  let listener: ((location: Location) => void) | undefined;
  const notify = () => listener?.(read());
  return {
    get location() {
      return read();
    },
    push(path, state) {
      const entry = { usr: state, key: createKey(), idx: (entryState()?.idx ?? 0) + 1 };
      try {
        window.history.pushState(entry, '', path);
      } catch {
        // Too many entries or a state the browser will not keep (Safari): load it instead.
        window.location.assign(path);
        return;
      }
      notify();
    },
    replace(path, state) {
      const entry = { usr: state, key: createKey(), idx: entryState()?.idx ?? 0 };
      window.history.replaceState(entry, '', path);
      notify();
    },
    go: (delta) => window.history.go(delta),
    listen(next) {
      listener = next;
      window.addEventListener('popstate', notify);
      return () => {
        listener = undefined;
        window.removeEventListener('popstate', notify);
      };
    },
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const entries: Location[] = initialEntries.map((path, i) => ({
    ...parsePath(path),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  const notify = () => {
    for (const listener of listeners) listener(entries[index] as Location);
  };
  const entry = (path: string, state: unknown): Location => ({
    ...parsePath(path),
    state: state ?? null,
    key: createKey(),
  });
  return {
    get location() {
      return entries[index] as Location;
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length - index, entry(path, state));
      notify();
    },
    replace(path, state) {
      entries[index] = entry(path, state);
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The server's render: one address, which nothing changes. */
export function createStaticHistory(url: string): History {
  const location: Location = { ...parsePath(url), state: null, key: 'default' };
  const refuse = () => {
    throw new Error('A server render cannot navigate');
  };
  return { location, push: refuse, replace: refuse, go: refuse, listen: () => () => undefined };
}
