import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plateCloseness } from './plate-closeness.js';
import { isSimilarPlate } from './plate-similarity.js';

const plateArb = fc.stringMatching(/^[A-Z0-9]{4,10}$/);
const charArb = fc.constantFrom(...'ACEFHJKMNPRTUVWXY34679');

describe('plateCloseness', () => {
  it.each([
    ['4321XY0', '4321XYO', 0, 'O read as 0'],
    ['I234A8C', '1234ABC', 0, 'I and B read as 1 and 8'],
    ['4321XY', '4321XYZ', 1, 'the last character missed'],
    ['321XYZ', '4321XYZ', 1, 'the first character missed'],
    ['4321XYZ7', '4321XYZ', 1, 'a character added at the end'],
    ['4321XY', '4321XZY', 2, 'a character missed inside'],
    ['4321XY', '4321XZ', 2, 'a substitution'],
    ['4321XYZ', '4321XZY', 2, 'neighbours swapped'],
  ] as const)('%s and %s: %i (%s)', (typed, candidate, closeness, _why) => {
    expect(plateCloseness(typed, candidate)).toBe(closeness);
    expect(plateCloseness(candidate, typed)).toBe(closeness);
  });

  it('is null for the plate typed itself and for plates that are not similar', () => {
    expect(plateCloseness('4321XYZ', '4321XYZ')).toBeNull();
    expect(plateCloseness('4321XYZ', '9876ABC')).toBeNull();
  });

  it('puts the car of a plate typed one character short before plates edited inside', () => {
    const candidates = ['4321XZY', '4321ZXY', '4321XZ', '4321XAY', '4321XYZ'];
    const order = [...candidates].sort(
      (a, b) => (plateCloseness('4321XY', a) ?? 3) - (plateCloseness('4321XY', b) ?? 3),
    );
    expect(order[0]).toBe('4321XYZ');
  });

  it('is given exactly when the plates are similar, and the same both ways', () => {
    fc.assert(
      fc.property(plateArb, plateArb, (a, b) => {
        expect(plateCloseness(a, b) !== null).toBe(isSimilarPlate(a, b));
        expect(plateCloseness(a, b)).toBe(plateCloseness(b, a));
      }),
    );
  });

  it('ranks a character added or missed at either end 1, and a swap or substitution 2', () => {
    fc.assert(
      fc.property(plateArb, fc.nat(), charArb, (plate, at, char) => {
        for (const end of [char + plate, plate + char, plate.slice(1), plate.slice(0, -1)]) {
          if (end.length >= 4) expect(plateCloseness(plate, end)).toBe(1);
        }
        const i = at % (plate.length - 1);
        const swapped = plate.slice(0, i) + plate[i + 1] + plate[i] + plate.slice(i + 2);
        const substituted = plate.slice(0, i) + char + plate.slice(i + 1);
        for (const edited of [swapped, substituted]) {
          expect([null, 0, 2]).toContain(plateCloseness(plate, edited));
        }
      }),
    );
  });

  it('ranks look-alikes alone before any edit', () => {
    const lookAlikes: Record<string, string> = { O: '0', I: '1', B: '8', S: '5' };
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{4,10}$/), (plate) => {
        const misread = [...plate].map((c) => lookAlikes[c] ?? c).join('');
        if (misread !== plate) expect(plateCloseness(plate, misread)).toBe(0);
      }),
    );
  });
});
