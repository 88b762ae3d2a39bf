import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  ensureContrast,
  parseHex,
  type Rgb,
  readableTextOn,
  toHex,
} from './color.ts';

const rgb = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)) as fc.Arbitrary<Rgb>;
const WHITE: Rgb = [255, 255, 255];

describe('colour contrast', () => {
  it('parses and prints hex colours', () => {
    expect(parseHex('#1D4ED8')).toEqual([29, 78, 216]);
    expect(parseHex('fa0')).toEqual([255, 170, 0]);
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('red')).toBeNull();
    expect(toHex([29, 78, 216])).toBe('#1d4ed8');
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio([0, 0, 0], WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio([118, 118, 118], WHITE)).toBeCloseTo(4.54, 2);
  });

  it('picks white on dark brands and black on light ones', () => {
    expect(readableTextOn([29, 78, 216])).toEqual(WHITE);
    expect(readableTextOn([255, 204, 0])).toEqual([0, 0, 0]);
  });

  it('always gives AA text on any background', () => {
    fc.assert(fc.property(rgb, (bg) => contrastRatio(readableTextOn(bg), bg) >= 4.5));
  });

  it('keeps a colour that already contrasts, darkens one that does not', () => {
    expect(ensureContrast([29, 78, 216], WHITE)).toEqual([29, 78, 216]);
    const fixed = ensureContrast([255, 204, 0], WHITE);
    expect(contrastRatio(fixed, WHITE)).toBeGreaterThanOrEqual(4.5);
    fc.assert(
      fc.property(rgb, rgb, (color, bg) => contrastRatio(ensureContrast(color, bg), bg) >= 4.5),
    );
  });
});
