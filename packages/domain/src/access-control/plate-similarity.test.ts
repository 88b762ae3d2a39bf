import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSimilarPlate, maskPlate, plateSkeleton } from './plate-similarity.js';

const plateArb = fc.stringMatching(/^[A-Z0-9]{4,10}$/);
const charArb = fc.constantFrom(...'ACEFHJKMNPRTUVWXY34579');

describe('isSimilarPlate', () => {
  it.each([
    ['4321XYZ', '4321XZY', 'neighbours swapped'],
    ['4321XYZ', '4321XYY', 'one substitution'],
    ['4321XYZ', '432XYZ', 'one character missed'],
    ['4321XYZ', '4321XYZZ', 'one character added'],
    ['4321XOZ', '4321X0Z', 'O read as 0'],
    ['1234ABC', 'I234A8C', 'I and B read as 1 and 8'],
    ['5555SSS', 'SSSS555', 'S and 5 only'],
    ['2222ZZZ', 'ZZZZ222', 'Z and 2 only'],
  ])('%s and %s are similar (%s)', (a, b) => {
    expect(isSimilarPlate(a, b)).toBe(true);
    expect(isSimilarPlate(b, a)).toBe(true);
  });

  it.each([
    ['4321XYZ', '9876ABC'],
    ['4321XYZ', '4321ABC'],
    ['4321XYZ', '12XYZ'],
    ['ABC', 'ABD'],
    ['4321XYZ', '4321XYZ'],
  ])('%s and %s are not similar', (a, b) => {
    expect(isSimilarPlate(a, b)).toBe(false);
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(plateArb, plateArb, (a, b) => isSimilarPlate(a, b) === isSimilarPlate(b, a)),
    );
  });

  it('finds every one-character substitution, miss and addition', () => {
    fc.assert(
      fc.property(plateArb, fc.nat(), charArb, (plate, at, char) => {
        const i = at % plate.length;
        const substituted = plate.slice(0, i) + char + plate.slice(i + 1);
        const missed = plate.slice(0, i) + plate.slice(i + 1);
        const added = plate.slice(0, i) + char + plate.slice(i);
        for (const other of [substituted, missed, added]) {
          if (other !== plate && other.length >= 4) expect(isSimilarPlate(plate, other)).toBe(true);
        }
      }),
    );
  });

  it('finds every swap of neighbours', () => {
    fc.assert(
      fc.property(plateArb, fc.nat(), (plate, at) => {
        const i = at % (plate.length - 1);
        const swapped = plate.slice(0, i) + plate[i + 1] + plate[i] + plate.slice(i + 2);
        if (swapped !== plate) expect(isSimilarPlate(plate, swapped)).toBe(true);
      }),
    );
  });

  it('does not find plates three edits away', () => {
    fc.assert(
      fc.property(plateArb, (plate) => {
        const changed = [...plate].map((c, i) => (i < 3 ? (c === 'W' ? 'X' : 'W') : c)).join('');
        expect(isSimilarPlate(plate, changed)).toBe(false);
      }),
    );
  });

  it('maps look-alikes to one skeleton', () => {
    expect(plateSkeleton('BOSZIGQ')).toBe(plateSkeleton('8052160'));
  });
});

describe('maskPlate', () => {
  it.each([
    ['4321XZY', '••••••Y'],
    ['7391KPT', '••••••T'],
    ['ABC123', '•••••3'],
    ['ABCDE', '•••••'],
    ['AB', '••'],
  ])('%s is shown as %s', (plate, masked) => {
    expect(maskPlate(plate)).toBe(masked);
  });

  it('keeps the length, shows at most the last character and hides at least five', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,15}$/), (plate) => {
        const masked = maskPlate(plate);
        expect(masked).toHaveLength(plate.length);
        const shown = masked.replace(/•/g, '');
        expect(shown.length).toBeLessThanOrEqual(1);
        expect(plate.endsWith(shown)).toBe(true);
        expect(masked.length - shown.length).toBeGreaterThanOrEqual(Math.min(5, plate.length));
      }),
    );
  });
});
