import { revealTypedMatches } from '../access-control/plate-distance.js';
import { isSimilarPlate } from '../access-control/plate-similarity.js';

/** The characters a plate format allows at each position. */
export type PlateFormat = readonly string[];

const DIGITS = '0123456789';
/** Spanish plates since 2000: four digits, three consonants without vowels, Ñ or Q. */
const CONSONANTS = 'BCDFGHJKLMNPRSTVWXYZ';
export const SPANISH_PLATE: PlateFormat = [
  DIGITS,
  DIGITS,
  DIGITS,
  DIGITS,
  CONSONANTS,
  CONSONANTS,
  CONSONANTS,
];

export type MaskedPlateAttack = {
  format: PlateFormat;
  /** The target as a list shows it ('••••••T', before decision 071 '73•••PT'): '•' hides a character. */
  masked: string;
  /**
   * One similar search for `typed`: is the target among the candidates listed? A string is
   * what the list shows of the target (a hit): since decision 083 the characters typed that it
   * matches ('4321XY•'), which the attacker then uses too.
   */
  listed(typed: string): Promise<boolean | string>;
  /** One exact lookup: is `plate` the target's? */
  confirm(plate: string): Promise<boolean>;
  /** Queries (searches and lookups together) the attacker may make. */
  budget: number;
};

/**
 * The attack of issue 22 point 4, as a script would run it (docs/decisions/071): type a plate
 * that fits the mask, watch whether the target's masked candidate is listed, and narrow the
 * plates it could be. A miss rules out every plate one edit from the typed one; a hit keeps
 * only those, and the next plates typed are chosen to split them. Ends with an exact lookup
 * of the one plate left. Returns the plate (null if the budget ran out) and the queries made.
 */
export async function recoverMaskedPlate(attack: MaskedPlateAttack) {
  const space = maskedSpace(attack.format, attack.masked);
  // 0: possible; 1: ruled out; 2: typed and missed, so possible only as the exact plate
  // (a similar search never lists the plate typed itself).
  const state = new Uint8Array(space.size);
  let suspects = null as number[] | null;
  let next = 0;
  let queries = 0;
  while (queries < attack.budget) {
    // One left, or none of them lists another: only an exact lookup tells them apart.
    const split = suspects && suspects.length > 1 ? bestSplit(space, suspects) : null;
    if (suspects && suspects.length > 0 && split === null) {
      const only = suspects[0] as number;
      queries += 1;
      if (await attack.confirm(space.plateAt(only))) return { plate: space.plateAt(only), queries };
      state[only] = 1;
      suspects = suspects.length > 1 ? suspects.slice(1) : null;
      continue;
    }
    if (suspects?.length === 0) suspects = null;
    let typed: number;
    if (suspects && split !== null) typed = split;
    else {
      while (next < space.size && state[next] !== 0) next += 1;
      if (next >= space.size) break;
      typed = next;
    }
    queries += 1;
    const near = new Set(space.neighbours(typed));
    const typedPlate = space.plateAt(typed);
    const answer = await attack.listed(typedPlate);
    if (answer !== false) {
      const shows = (i: number) =>
        typeof answer !== 'string' || revealTypedMatches(typedPlate, space.plateAt(i)) === answer;
      suspects = (suspects ?? [...near]).filter((i) => near.has(i) && state[i] !== 1 && shows(i));
    } else {
      for (const i of near) state[i] = 1;
      if (state[typed] === 0) state[typed] = 2;
      suspects = suspects?.filter((i) => !near.has(i)) ?? null;
    }
  }
  return { plate: null, queries };
}

/** The plate among `suspects` whose neighbours split them most evenly; null if none does. */
function bestSplit(space: MaskedSpace, suspects: number[]): number | null {
  let best: number | null = null;
  let bestScore = 0;
  for (const candidate of suspects) {
    const near = new Set(space.neighbours(candidate));
    const inside = suspects.filter((i) => near.has(i)).length;
    const score = Math.min(inside, suspects.length - inside);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

type MaskedSpace = ReturnType<typeof maskedSpace>;

/** Every plate of `format` that `masked` could be, numbered 0..size-1. */
function maskedSpace(format: PlateFormat, masked: string) {
  const chars = [...masked];
  if (chars.length !== format.length) throw new Error('the mask does not fit the format');
  const hidden = chars.flatMap((char, i) => (char === '•' ? [i] : []));
  const alphabets = hidden.map((i) => format[i] as string);
  const size = alphabets.reduce((product, alphabet) => product * alphabet.length, 1);

  function plateAt(index: number): string {
    const plate = [...chars];
    let rest = index;
    for (let h = hidden.length - 1; h >= 0; h -= 1) {
      const alphabet = alphabets[h] as string;
      plate[hidden[h] as number] = alphabet[rest % alphabet.length] as string;
      rest = Math.floor(rest / alphabet.length);
    }
    return plate.join('');
  }

  function indexOf(plate: string): number | null {
    let index = 0;
    for (let i = 0; i < chars.length; i += 1) {
      const h = hidden.indexOf(i);
      if (h < 0) {
        if (plate[i] !== chars[i]) return null;
        continue;
      }
      const alphabet = alphabets[h] as string;
      const at = alphabet.indexOf(plate[i] as string);
      if (at < 0) return null;
      index = index * alphabet.length + at;
    }
    return index;
  }

  /** Plates of the space one edit from plate `index` (isSimilarPlate), itself excluded. */
  function neighbours(index: number): number[] {
    const typed = plateAt(index);
    const found = new Set<number>();
    const consider = (plate: string) => {
      const at = indexOf(plate);
      if (at !== null && at !== index && isSimilarPlate(typed, plate)) found.add(at);
    };
    for (let h = 0; h < hidden.length; h += 1) {
      const i = hidden[h] as number;
      for (const char of alphabets[h] as string) {
        consider(typed.slice(0, i) + char + typed.slice(i + 1));
      }
      const j = hidden[h + 1];
      if (j !== i + 1) continue;
      consider(typed.slice(0, i) + typed[j] + typed[i] + typed.slice(j + 1));
      if (alphabets[h] === alphabets[h + 1]) continue;
      // A swap through look-alikes, between a digit and a consonant: '1B' and '8L'.
      for (const first of alphabets[h] as string) {
        for (const second of alphabets[h + 1] as string) {
          consider(typed.slice(0, i) + first + second + typed.slice(i + 2));
        }
      }
    }
    return [...found];
  }

  return { size, plateAt, neighbours };
}
