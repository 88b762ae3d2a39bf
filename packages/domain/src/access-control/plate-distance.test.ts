import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_CHARACTER,
  PLATE_EDIT_COST,
  plateDistance,
  revealTypedMatches,
} from './plate-distance.js';

const plateArb = fc.stringMatching(/^[A-Z0-9]{1,9}$/);
/** Few characters, look-alikes among them, so that random plates share many. */
const nearArb = fc.stringMatching(/^[0OB8SXY5]{0,8}$/);
const charArb = fc.constantFrom(...'ACEFHJKMNPRTUVWXY34679');
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', B: '8', S: '5', Z: '2', G: '6' };

/** True when the characters of `shown` without the hidden ones appear in `typed` in order. */
function isSubsequence(shown: string, typed: string): boolean {
  let at = 0;
  for (const char of shown) {
    if (char === HIDDEN_CHARACTER) continue;
    at = typed.indexOf(char, at);
    if (at === -1) return false;
    at += 1;
  }
  return true;
}

describe('plateDistance', () => {
  it.each([
    ['4321XY0', '4321XYO', 1, 'O read as 0'],
    ['I234A8C', '1234ABC', 2, 'I and B read as 1 and 8'],
    ['4321XY', '4321XYZ', 6, 'the last character missed'],
    ['321XYZ', '4321XYZ', 6, 'the first character missed'],
    ['4321XYZ', '4321XZY', 6, 'neighbours swapped'],
    ['4321XY', '4321XZY', 8, 'a character missed inside'],
    ['4321XY', '4321XZ', 8, 'a substitution'],
    ['4321XY', '4321XAZY', 16, 'two characters missed inside'],
  ] as const)('%s and %s: %i (%s)', (typed, plate, distance, _why) => {
    expect(plateDistance(typed, plate)).toBe(distance);
    expect(plateDistance(plate, typed)).toBe(distance);
  });

  it('is 0 for the same plate only, and the same both ways', () => {
    fc.assert(
      fc.property(fc.oneof(plateArb, nearArb), fc.oneof(plateArb, nearArb), (a, b) => {
        expect(plateDistance(a, a)).toBe(0);
        expect(plateDistance(a, b) === 0).toBe(a === b);
        expect(plateDistance(a, b)).toBe(plateDistance(b, a));
      }),
    );
  });

  it('costs a missed or added character at an end 6, inside at most 8, a swap at most 6', () => {
    fc.assert(
      fc.property(plateArb, fc.nat(), charArb, (plate, at, char) => {
        for (const end of [char + plate, plate + char, plate.slice(1), plate.slice(0, -1)]) {
          expect(plateDistance(plate, end)).toBe(PLATE_EDIT_COST.atEnd);
        }
        const i = at % plate.length;
        const inside = [
          plate.slice(0, i) + char + plate.slice(i),
          plate.slice(0, i) + plate.slice(i + 1),
        ];
        for (const edited of inside) expect(plateDistance(plate, edited)).toBeLessThanOrEqual(8);
        if (plate.length < 2) return;
        const k = at % (plate.length - 1);
        const swapped = plate.slice(0, k) + plate[k + 1] + plate[k] + plate.slice(k + 2);
        expect(plateDistance(plate, swapped)).toBeLessThanOrEqual(PLATE_EDIT_COST.swap);
      }),
    );
  });

  it('costs each look-alike 1, so up to five of them come before any edit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{1,10}$/), (plate) => {
        const misread = [...plate].map((c) => LOOK_ALIKES[c] ?? c).join('');
        const changed = [...plate].filter((c, i) => c !== misread[i]).length;
        expect(plateDistance(plate, misread)).toBe(changed);
        if (changed <= 5) expect(changed).toBeLessThan(PLATE_EDIT_COST.atEnd);
      }),
    );
  });

  it('puts the real car of the misread 4321XY level with 4321XYY and before the rest', () => {
    const others = ['4321XZY', '4321ZXY', '4321XZ', '4321XAY'];
    for (const other of others) {
      expect(plateDistance('4321XY', '4321XYZ')).toBeLessThan(plateDistance('4321XY', other));
    }
    expect(plateDistance('4321XY', '4321XYZ')).toBe(plateDistance('4321XY', '4321XYY'));
  });
});

describe('revealTypedMatches', () => {
  it.each([
    ['4321XY', '4321XYZ', '4321XY•'],
    ['4321XY', '4321XZY', '4321X•Y'],
    ['4321XY', '4321ZXY', '4321•XY'],
    ['4321XY', '4321XZ', '4321X•'],
    ['4321XY0', '4321XYO', '4321XY•'],
    ['4321XYZ', '4321XZY', '4321X••'],
    ['9999AAA', '4321XYZ', '•••••••'],
    ['4321XYZ', '4321XYZ', '4321XYZ'],
  ] as const)('%s shows %s as %s', (typed, plate, shown) => {
    expect(revealTypedMatches(typed, plate)).toBe(shown);
  });

  it('never shows a character the viewer did not type, nor more of one than typed', () => {
    fc.assert(
      fc.property(fc.oneof(plateArb, nearArb), fc.oneof(plateArb, nearArb), (typed, plate) => {
        const shown = revealTypedMatches(typed, plate);
        expect(shown).toHaveLength(plate.length);
        expect(isSubsequence(shown, typed)).toBe(true);
        [...shown].forEach((char, i) => {
          if (char !== HIDDEN_CHARACTER) expect(char).toBe(plate[i]);
        });
      }),
    );
  });

  it('shows the whole plate typed, and a plate whole only if each of its characters was typed', () => {
    fc.assert(
      fc.property(fc.oneof(plateArb, nearArb), fc.oneof(plateArb, nearArb), (typed, plate) => {
        expect(revealTypedMatches(plate, plate)).toBe(plate);
        if (revealTypedMatches(typed, plate) === plate)
          expect(isSubsequence(plate, typed)).toBe(true);
      }),
    );
  });
});
