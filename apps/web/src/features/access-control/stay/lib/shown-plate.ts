import { maskPlate } from '@parking/domain/access-control';
import type { StaySession } from '@parking/domain/contracts';

/**
 * The plate the stay page shows: in full when the visitor has just typed it and it is this
 * stay's (the plate lookup hands it over), else masked as the API sends it by id: a list hands
 * ids out, and an id must not reveal more than the list did (decision 071).
 */
export function shownPlate(stay: StaySession, typed: string | undefined): string | null {
  const masked = stay.credential?.localIdentifier ?? null;
  if (typed && masked && (typed === masked || maskPlate(typed) === masked)) return typed;
  return masked;
}
