import { describe, expect, it } from 'vitest';
import { isSimilarPlate, maskPlate } from '../access-control/index.js';
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

const attack = (target: string, masked: string, budget: number) =>
  recoverMaskedPlate({
    format: SPANISH_PLATE,
    masked,
    budget,
    listed: async (typed) => isSimilarPlate(typed, target),
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
  });
});
