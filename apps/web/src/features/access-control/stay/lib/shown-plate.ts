import { maskPlate } from '@parking/domain/access-control';
import type { StaySession } from '@parking/domain/contracts';
import type { TypedPlateState } from '#web/features/access-control/find/lib/use-plate-search.ts';

/**
 * The plate the stay page shows: in full when the visitor has just typed it and the plate
 * lookup answered this very stay for it (its state names the stay), else masked as the API
 * sends it by id: a list hands ids out, and an id must not reveal more than the list did
 * (decisions 071, 083). A stay picked from a list, or opened from a link, stays masked.
 */
export function shownPlate(
  stay: StaySession,
  typed: TypedPlateState | null | undefined,
): string | null {
  const masked = stay.credential?.localIdentifier ?? null;
  if (!typed || !masked || typed.sessionId !== stay.sessionId) return masked;
  return typed.plate === masked || maskPlate(typed.plate) === masked ? typed.plate : masked;
}
