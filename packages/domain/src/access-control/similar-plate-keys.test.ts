import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSimilarPlate } from './plate-similarity.js';
import { similarPlateKeys } from './similar-plate-keys.js';

const plateArb = fc.stringMatching(/^[A-Z0-9]{1,10}$/);
/** Few characters, look-alikes among them: random pairs are often similar, short ones too. */
const crowdedPlateArb = fc.stringMatching(/^[0ODQ8BXY]{1,6}$/);
const charArb = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const LOOK_ALIKE_PAIRS = ['O0', 'Q0', 'D0', 'I1', 'L1', 'B8', 'S5', 'Z2', 'G6'];

const shareAKey = (a: string, b: string) => {
  const keysOfA = new Set(similarPlateKeys(a));
  return similarPlateKeys(b).some((key) => keysOfA.has(key));
};

/** One misreading of `plate` a camera could make: the kinds `isSimilarPlate` accepts. */
const misreadArb = (plate: string) =>
  fc.tuple(fc.nat(), charArb, fc.nat({ max: 4 })).map(([at, char, kind]) => {
    const i = at % plate.length;
    const rest = plate.slice(i + 1);
    const lookAlike = LOOK_ALIKE_PAIRS.find((pair) => pair.includes(plate[i] ?? ''));
    switch (kind) {
      case 0:
        return plate.slice(0, i) + char + rest;
      case 1:
        return plate.slice(0, i) + (plate[i + 1] ?? '') + (plate[i] ?? '') + plate.slice(i + 2);
      case 2:
        return plate.slice(0, i) + rest;
      case 3:
        return plate.slice(0, i) + char + plate.slice(i);
      default:
        return plate.slice(0, i) + (lookAlike?.replace(plate[i] ?? '', '') ?? char) + rest;
    }
  });

describe('similarPlateKeys', () => {
  it('is the skeleton and its one-deletion variants', () => {
    expect(similarPlateKeys('4321XYZ').sort()).toEqual(
      ['4321XY2', '321XY2', '421XY2', '431XY2', '432XY2', '4321Y2', '4321X2', '4321XY'].sort(),
    );
    expect(similarPlateKeys('B0S')).toEqual(['805']);
    expect(similarPlateKeys('')).toEqual([]);
  });

  it('has no repeats and at most one key more than the plate has characters', () => {
    fc.assert(
      fc.property(plateArb, (plate) => {
        const keys = similarPlateKeys(plate);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.length).toBeLessThanOrEqual(plate.length + 1);
      }),
    );
  });

  it('shares a key between every plate and each misreading isSimilarPlate accepts', () => {
    fc.assert(
      fc.property(
        plateArb.chain((plate) => fc.tuple(fc.constant(plate), misreadArb(plate))),
        ([plate, misread]) => {
          if (isSimilarPlate(plate, misread)) expect(shareAKey(plate, misread)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('shares a key between any two plates isSimilarPlate accepts', () => {
    fc.assert(
      fc.property(crowdedPlateArb, crowdedPlateArb, (a, b) => {
        if (isSimilarPlate(a, b)) expect(shareAKey(a, b)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
