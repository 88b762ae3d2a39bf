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

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return plateSkeleton(a) === plateSkeleton(b) ? PLATE_EDIT_COST.lookAlike : PLATE_EDIT_COST.inside;
}

/** One step of the cheapest alignment: which characters of the two strings it pairs. */
type Step = 'pair' | 'skipTyped' | 'skipPlate' | 'swap';

/**
 * The cost table of `typed` (rows) against `plate` (columns), and each cell's step. Ties go to
 * the first step in the order pair, swap, skip of a typed character, skip of a plate character,
 * so the alignment (and `revealTypedMatches`) is one for each pair of strings.
 */
function alignmentTable(typed: string, plate: string) {
  const rows = typed.length + 1;
  const cols = plate.length + 1;
  const cost: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  const step: Step[][] = Array.from({ length: rows }, () => new Array<Step>(cols).fill('pair'));
  // Missing or adding a character costs less at either end of the plate.
  const typedGap = (j: number) =>
    j === 0 || j === plate.length ? PLATE_EDIT_COST.atEnd : PLATE_EDIT_COST.inside;
  const plateGap = (i: number) =>
    i === 0 || i === typed.length ? PLATE_EDIT_COST.atEnd : PLATE_EDIT_COST.inside;
  for (let i = 0; i < rows; i += 1) {
    for (let j = 0; j < cols; j += 1) {
      if (i === 0 && j === 0) continue;
      let best = Number.POSITIVE_INFINITY;
      let how: Step = 'pair';
      const consider = (value: number, kind: Step) => {
        if (value < best) {
          best = value;
          how = kind;
        }
      };
      if (i > 0 && j > 0) {
        consider(
          (cost[i - 1]?.[j - 1] ?? 0) + substitution(typed[i - 1] ?? '', plate[j - 1] ?? ''),
          'pair',
        );
      }
      if (
        i > 1 &&
        j > 1 &&
        typed[i - 1] === plate[j - 2] &&
        typed[i - 2] === plate[j - 1] &&
        typed[i - 1] !== typed[i - 2]
      ) {
        consider((cost[i - 2]?.[j - 2] ?? 0) + PLATE_EDIT_COST.swap, 'swap');
      }
      if (i > 0) consider((cost[i - 1]?.[j] ?? 0) + typedGap(j), 'skipTyped');
      if (j > 0) consider((cost[i]?.[j - 1] ?? 0) + plateGap(i), 'skipPlate');
      (cost[i] as number[])[j] = best;
      (step[i] as Step[])[j] = how;
    }
  }
  return { cost, step };
}

/** The weighted distance between what was typed and a plate; 0 only for the same plate. */
export function plateDistance(typed: string, plate: string): number {
  return alignmentTable(typed, plate).cost[typed.length]?.[plate.length] ?? 0;
}

/** How a hidden character of a plate is written. */
export const HIDDEN_CHARACTER = '•';

/**
 * The plate as shown to the one who typed `typed` (docs/decisions/083): each character of the
 * plate that the cheapest alignment pairs with the very same typed character, every other one
 * hidden. A look-alike (typed O for a plate's 0) is hidden: the plate's own glyph was not typed.
 * What is shown is always typed characters in the order typed, so nothing is shown that the
 * viewer did not type; the length is shown as every list shows it.
 */
export function revealTypedMatches(typed: string, plate: string): string {
  const { step } = alignmentTable(typed, plate);
  const shown = new Array<string>(plate.length).fill(HIDDEN_CHARACTER);
  let i = typed.length;
  let j = plate.length;
  while (i > 0 || j > 0) {
    const how = i > 0 && j > 0 ? step[i]?.[j] : i > 0 ? 'skipTyped' : 'skipPlate';
    if (how === 'pair') {
      if (typed[i - 1] === plate[j - 1]) shown[j - 1] = plate[j - 1] ?? HIDDEN_CHARACTER;
      i -= 1;
      j -= 1;
    } else if (how === 'swap') {
      i -= 2;
      j -= 2;
    } else if (how === 'skipTyped') i -= 1;
    else j -= 1;
  }
  return shown.join('');
}
