import { isSimilarPlate, plateSkeleton } from './plate-similarity.js';

/**
 * How close a similar plate is to the one typed, for ordering candidates (docs/decisions/071),
 * closest first:
 * - 0: the same plate but for look-alikes (O/0, I/1, B/8, S/5, Z/2, G/6);
 * - 1: one character missed or added at either end (a plate typed or read short or long);
 * - 2: one edit inside: a substitution, a swap of neighbours, a character missed or added.
 * Null when the plates are not similar (isSimilarPlate), the plate typed itself included.
 * Three buckets and no finer score: the order of a list tells a stranger no more than which
 * bucket a candidate is in, and within a bucket candidates go by entry time.
 */
export type PlateCloseness = 0 | 1 | 2;

export function plateCloseness(typed: string, candidate: string): PlateCloseness | null {
  if (!isSimilarPlate(typed, candidate)) return null;
  const a = plateSkeleton(typed);
  const b = plateSkeleton(candidate);
  if (a === b) return 0;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  if (shorter.length + 1 === longer.length) {
    if (longer.startsWith(shorter) || longer.endsWith(shorter)) return 1;
  }
  return 2;
}
