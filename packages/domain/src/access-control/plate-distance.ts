import { plateSkeleton } from './plate-similarity.js';

/**
 * How far a plate is from what was typed (docs/decisions/083): an optimal string alignment
 * (restricted Damerau) distance with weighted edits, in whole units so that sums are exact:
 * - a look-alike read for its twin (O/0, Q/0, D/0, I/1, L/1, B/8, S/5, Z/2, G/6) costs 1: the
 *   same glyph on a plate, read either way by a camera or a driver;
 * - a swap of neighbours, or a character missed or added at either end, costs 6: the rest of
 *   the plate stays in place (two keys pressed in the wrong order; a plate typed short or long;
 *   a camera cropping a glyph at the plate's edge);
 * - any other substitution, or a character missed or added inside, costs 8.
 * Up to five look-alikes together still cost less than one edit.
 */
export const PLATE_EDIT_COST = {
  lookAlike: 1,
  swap: 6,
  atEnd: 6,
  inside: 8,
} as const;

/** One step of the cheapest alignment: which characters of the two strings it pairs. */
const PAIR = 0;
const SWAP = 1;
const SKIP_TYPED = 2;
const SKIP_PLATE = 3;

/**
 * The cost table of `typed` (rows) against `plate` (columns), flat, and each cell's step. Ties
 * go to the first step in the order pair, swap, skip of a typed character, skip of a plate
 * character, so the alignment (and what `revealTypedMatches` shows) is one for each pair.
 */
function alignmentTable(typed: string, plate: string) {
  const cols = plate.length + 1;
  const cost = new Int32Array((typed.length + 1) * cols);
  const step = new Uint8Array(cost.length);
  // Look-alikes map one to one, so a skeleton's characters sit where the plate's do.
  const typedTwins = plateSkeleton(typed);
  const plateTwins = plateSkeleton(plate);
  const { lookAlike, swap, atEnd, inside } = PLATE_EDIT_COST;
  for (let i = 0; i <= typed.length; i += 1) {
    for (let j = 0; j <= plate.length; j += 1) {
      if (i === 0 && j === 0) continue;
      let best = Number.POSITIVE_INFINITY;
      let how = PAIR;
      if (i > 0 && j > 0) {
        const same = typed[i - 1] === plate[j - 1];
        const change = same ? 0 : typedTwins[i - 1] === plateTwins[j - 1] ? lookAlike : inside;
        best = (cost[(i - 1) * cols + j - 1] ?? 0) + change;
      }
      if (
        i > 1 &&
        j > 1 &&
        typed[i - 1] === plate[j - 2] &&
        typed[i - 2] === plate[j - 1] &&
        typed[i - 1] !== typed[i - 2]
      ) {
        const value = (cost[(i - 2) * cols + j - 2] ?? 0) + swap;
        if (value < best) [best, how] = [value, SWAP];
      }
      // Missing or adding a character costs less at either end of the plate.
      if (i > 0) {
        const gap = j === 0 || j === plate.length ? atEnd : inside;
        const value = (cost[(i - 1) * cols + j] ?? 0) + gap;
        if (value < best) [best, how] = [value, SKIP_TYPED];
      }
      if (j > 0) {
        const gap = i === 0 || i === typed.length ? atEnd : inside;
        const value = (cost[i * cols + j - 1] ?? 0) + gap;
        if (value < best) [best, how] = [value, SKIP_PLATE];
      }
      cost[i * cols + j] = best;
      step[i * cols + j] = how;
    }
  }
  return { cost, step, cols };
}

/** How a hidden character of a plate is written. */
export const HIDDEN_CHARACTER = '•';

/**
 * What a search lists of a plate for the one who typed `typed` (docs/decisions/083), from one
 * alignment: its `distance` (`plateDistance`) and the plate as `shown` (`revealTypedMatches`).
 */
export function plateMatch(typed: string, plate: string): { distance: number; shown: string } {
  const { cost, step, cols } = alignmentTable(typed, plate);
  const shown = new Array<string>(plate.length).fill(HIDDEN_CHARACTER);
  let i = typed.length;
  let j = plate.length;
  while (i > 0 || j > 0) {
    const how = i > 0 && j > 0 ? step[i * cols + j] : i > 0 ? SKIP_TYPED : SKIP_PLATE;
    if (how === PAIR) {
      if (typed[i - 1] === plate[j - 1]) shown[j - 1] = plate[j - 1] ?? HIDDEN_CHARACTER;
      i -= 1;
      j -= 1;
    } else if (how === SWAP) {
      i -= 2;
      j -= 2;
    } else if (how === SKIP_TYPED) i -= 1;
    else j -= 1;
  }
  return { distance: cost[typed.length * cols + plate.length] ?? 0, shown: shown.join('') };
}

/** The weighted distance between what was typed and a plate; 0 only for the same plate. */
export function plateDistance(typed: string, plate: string): number {
  return plateMatch(typed, plate).distance;
}

/**
 * The plate as shown to the one who typed `typed` (docs/decisions/083): each character of the
 * plate that the cheapest alignment pairs with the very same typed character, every other one
 * hidden. A look-alike (typed O for a plate's 0) is hidden: the plate's own glyph was not typed.
 * What is shown is always typed characters in the order typed, so nothing is shown that the
 * viewer did not type; the length is shown as every list shows it.
 */
export function revealTypedMatches(typed: string, plate: string): string {
  return plateMatch(typed, plate).shown;
}
