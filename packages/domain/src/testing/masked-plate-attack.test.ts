import { describe, expect, it } from 'vitest';
import { isSimilarPlate, maskPlate, revealTypedMatches } from '../access-control/index.js';
import { recoverMaskedPlate, SPANISH_PLATE } from './masked-plate-attack.js';

/**
 * The attack of issue 22 point 4 against the rules themselves (docs/decisions/071), the server
 * left out: a similar search lists the target when isSimilarPlate says so. The same attacker
 * runs over HTTP in apps/api (masked-plate-attack.routes.test.ts).
 */

/** Spanish plates from a fixed seed: the same every run. */
function plates(count: number, seed: number): string[] {
  let state = seed;
  const next = (alphabet: string) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return alphabet[Math.floor((state / 2_147_483_648) * alphabet.length)] as string;
  };
  return Array.from({ length: count }, () =>
    SPANISH_PLATE.map((alphabet) => next(alphabet)).join(''),
  );
}

/** `reveal`: a hit also tells what the list shows of the target (decision 083). */
const attack = (target: string, masked: string, budget: number, reveal = false) =>
  recoverMaskedPlate({
    format: SPANISH_PLATE,
    masked,
    budget,
    listed: async (typed) =>
      isSimilarPlate(typed, target) && (reveal ? revealTypedMatches(typed, target) : true),
    confirm: async (plate) => plate === target,
  });

/** The mask before decision 071: the first two and last two characters. */
const twoAndTwo = (plate: string) => `${plate.slice(0, 2)}•••${plate.slice(-2)}`;

describe('recovering a masked plate by varying the typed plate', () => {
  it('recovered every plate within 120 queries when lists showed 43•••ZY', async () => {
    for (const target of ['7391KPT', ...plates(5, 22)]) {
      const result = await attack(target, twoAndTwo(target), 120);
      expect(result.plate, `${target} in ${result.queries}`).toBe(target);
    }
  });

  it('recovers none within 1,000 queries from what maskPlate shows', async () => {
    for (const target of ['7391KPT', ...plates(2, 71)]) {
      expect(maskPlate(target)).toBe(`••••••${target.slice(-1)}`);
      expect(await attack(target, maskPlate(target), 1_000)).toEqual({
        plate: null,
        queries: 1_000,
      });
    }
  }, 120_000);

  it('recovers none within 1,000 either when a hit shows the typed characters it matches', async () => {
    for (const target of ['7391KPT', ...plates(2, 71)]) {
      expect(await attack(target, maskPlate(target), 1_000, true)).toEqual({
        plate: null,
        queries: 1_000,
      });
    }
  }, 120_000);

  it('needs fewer queries after a hit that shows them: the reveal saves only the last steps', async () => {
    // With two characters hidden (a mask far weaker than maskPlate) hits come early, so the
    // saving shows: a hit narrows to one character's alphabet at most.
    for (const target of ['7391KPT', ...plates(3, 83)]) {
      const masked = `${target.slice(0, 4)}••${target.slice(-1)}`;
      const plain = await attack(target, masked, 1_000);
      const shown = await attack(target, masked, 1_000, true);
      expect(plain.plate).toBe(target);
      expect(shown.plate).toBe(target);
      expect(shown.queries, target).toBeLessThanOrEqual(plain.queries);
      console.log(
        `${target} (${masked}): ${plain.queries} queries; ${shown.queries} with the reveal`,
      );
    }
  });
});
