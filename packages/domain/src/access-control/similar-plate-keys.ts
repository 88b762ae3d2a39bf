import { plateSkeleton } from './plate-similarity.js';

/**
 * The keys under which a plate is indexed for the similar-plate search (docs/decisions/056):
 * its look-alike skeleton and, for plates of 4 characters or more, every skeleton with one
 * character deleted (the deletion neighbourhood). Two plates that `isSimilarPlate` accepts
 * always share a key:
 * - same skeleton: the skeleton itself;
 * - one substitution at i: both skeletons with i deleted are equal;
 * - neighbours swapped at i, i+1: deleting i from one and i+1 from the other (either swapped
 *   character) leaves equal strings;
 * - one character missed or added: the shorter skeleton is a deletion of the longer.
 * The keys over-approximate (4321XYZ and 4321XY9 share 4321XY, so do 4321XY and 4321XYW), so a
 * search still checks each candidate with `isSimilarPlate`. Plates of 3 characters or fewer are
 * similar only through look-alikes, so their skeleton is their one key.
 */
export function similarPlateKeys(plate: string): string[] {
  if (plate.length === 0) return [];
  const skeleton = plateSkeleton(plate);
  const keys = new Set([skeleton]);
  if (plate.length >= 4) {
    for (let i = 0; i < skeleton.length; i += 1) {
      keys.add(skeleton.slice(0, i) + skeleton.slice(i + 1));
    }
  }
  return [...keys];
}
