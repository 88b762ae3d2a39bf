import type { CounterStore, Verdict, WindowLimit } from './counter-store.js';

type Entry = {
  /** Member -> when it was recorded; insertion order is time order (never re-recorded). */
  members: Map<string, number>;
  /** When the newest member leaves its window: the whole entry can go then. */
  expiresAt: number;
};

export type MemoryCounterStoreOptions = {
  /** Beyond this many keys, expired ones go, then the oldest: memory stays bounded. */
  maxKeys?: number;
  /** Members kept per key at most (add() has no limit of its own). */
  maxMembers?: number;
  now?: () => number;
};

/** The counters of one process: what a single instance, or one whose Redis is down, uses. */
export function createMemoryCounterStore({
  maxKeys = 100_000,
  maxMembers = 10_000,
  now = Date.now,
}: MemoryCounterStoreOptions = {}): CounterStore {
  const entries = new Map<string, Entry>();

  /** The key's entry with members older than the window dropped (undefined when empty). */
  function live(key: string, windowMs: number, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    for (const [member, recordedAt] of entry.members) {
      if (recordedAt > at - windowMs) break;
      entry.members.delete(member);
    }
    if (entry.members.size > 0) return entry;
    entries.delete(key);
    return undefined;
  }

  function makeRoom(at: number) {
    if (entries.size < maxKeys) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    while (entries.size >= maxKeys) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }

  function record(key: string, member: string, windowMs: number, at: number) {
    let entry = entries.get(key);
    if (!entry) {
      makeRoom(at);
      entry = { members: new Map(), expiresAt: 0 };
      entries.set(key, entry);
    }
    if (entry.members.has(member)) return;
    if (entry.members.size >= maxMembers) {
      const oldest = entry.members.keys().next();
      if (!oldest.done) entry.members.delete(oldest.value);
    }
    entry.members.set(member, at);
    entry.expiresAt = at + windowMs;
  }

  /** Refused: a place frees when the member `count - max` places from the oldest leaves. */
  function verdict(entry: Entry | undefined, { max, windowMs }: WindowLimit, at: number): Verdict {
    const count = entry?.members.size ?? 0;
    if (!entry || count < max) return { allowed: true, count, retryAfterMs: 0 };
    let index = 0;
    for (const recordedAt of entry.members.values()) {
      if (index === count - max) {
        return { allowed: false, count, retryAfterMs: Math.max(1, recordedAt + windowMs - at) };
      }
      index += 1;
    }
    return { allowed: false, count, retryAfterMs: windowMs };
  }

  return {
    async take(key, member, limit) {
      const at = now();
      const entry = live(key, limit.windowMs, at);
      if (entry?.members.has(member)) {
        return { allowed: true, count: entry.members.size, retryAfterMs: 0 };
      }
      const before = verdict(entry, limit, at);
      if (!before.allowed) return before;
      record(key, member, limit.windowMs, at);
      return { allowed: true, count: before.count + 1, retryAfterMs: 0 };
    },

    async peek(key, limit) {
      const at = now();
      return verdict(live(key, limit.windowMs, at), limit, at);
    },

    async add(key, member, windowMs) {
      const at = now();
      live(key, windowMs, at);
      record(key, member, windowMs, at);
    },

    async close() {
      entries.clear();
    },
  };
}
