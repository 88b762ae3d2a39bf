/**
 * How far a camera's `occurredAt` may stray from our clock (docs/decisions/074). Ahead: a few
 * minutes of clock skew. Behind: 30 days, the longest a report may arrive late (a camera
 * that was offline sends its backlog); an older instant is a wrong clock (1970 is an unset
 * one), and a stay opened there would be priced from then.
 */
export const GATE_EVENT_TIME_LIMITS = {
  clockSkewMs: 5 * 60_000,
  maxAgeDays: 30,
} as const;

const DAY_MS = 24 * 60 * 60_000;

type TimeProblem = 'future' | 'too-old' | null;

/** Ahead of `now` by more than the skew is 'future'; behind it by more than `maxBehindMs`, too old. */
function timeProblem(at: Date, now: Date, maxBehindMs: number): TimeProblem {
  if (at.getTime() > now.getTime() + GATE_EVENT_TIME_LIMITS.clockSkewMs) return 'future';
  if (at.getTime() < now.getTime() - maxBehindMs) return 'too-old';
  return null;
}

/** Why a gate event's instant is refused, or null when it is within the limits. */
export function gateEventTimeProblem({ occurredAt, now }: { occurredAt: Date; now: Date }) {
  return timeProblem(occurredAt, now, GATE_EVENT_TIME_LIMITS.maxAgeDays * DAY_MS);
}

/**
 * Why the exit check's `at` is refused, or null. The check is a live question (the car is at
 * the barrier), and prices only grow with time: an `at` in the past under-states what is owed,
 * and one before the entry owes nothing. So `at` may differ from our clock by the cameras'
 * skew only, either way; a backlog's 30 days do not apply (docs/decisions/074).
 */
export function exitCheckTimeProblem({ at, now }: { at: Date; now: Date }) {
  return timeProblem(at, now, GATE_EVENT_TIME_LIMITS.clockSkewMs);
}
