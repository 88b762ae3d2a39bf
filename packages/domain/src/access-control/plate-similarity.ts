/**
 * Plates a camera could have misread (docs/decisions/056): look-alike characters read as each
 * other, plus at most one edit: one substitution, one swap of neighbours, one character missed
 * or added. Plates are compared normalised (A-Z, 0-9).
 */

/** Characters cameras confuse, each mapped to one representative. */
const LOOK_ALIKES: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  B: '8',
  S: '5',
  Z: '2',
  G: '6',
};

/** The plate with every look-alike replaced by its representative: 'B0S' and '8O5' are one. */
export function plateSkeleton(plate: string): string {
  let skeleton = '';
  for (const char of plate) skeleton += LOOK_ALIKES[char] ?? char;
  return skeleton;
}

/** Optimal string alignment distance capped at 2: 0, 1 or 2 ('2 or more'). */
function editDistanceUpTo2(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return Math.min(2, (d[rows - 1] as number[])[cols - 1] as number);
}

/**
 * True when `b` could be a camera's reading of `a` (or the other way round) and they are not
 * the same plate: look-alikes aside, at most one substitution, neighbour swap, miss or addition.
 * Plates of 3 characters or fewer are only similar through look-alikes: one edit of a very short
 * plate matches too much.
 */
export function isSimilarPlate(a: string, b: string): boolean {
  if (a === b || a.length === 0 || b.length === 0) return false;
  const skeletonA = plateSkeleton(a);
  const skeletonB = plateSkeleton(b);
  if (skeletonA === skeletonB) return true;
  if (Math.min(a.length, b.length) <= 3) return false;
  return editDistanceUpTo2(skeletonA, skeletonB) <= 1;
}

/**
 * A plate as a list shows it: enough, with the entry time, to recognise one's car among a few,
 * not to read someone else's (docs/decisions/071). Its length and last character ('••••••T');
 * a plate of 5 characters or fewer is hidden whole. At least 5 characters stay hidden, because
 * each similar search tells whether a plate is one edit from the one typed: with 3 hidden (the
 * first two and last two shown) 75 searches recovered a Spanish plate; with 6 hidden it takes
 * tens of thousands.
 */
export function maskPlate(plate: string): string {
  if (plate.length <= 5) return '•'.repeat(plate.length);
  return `${'•'.repeat(plate.length - 1)}${plate.slice(-1)}`;
}
