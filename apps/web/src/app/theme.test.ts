import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, type Rgb, toHex } from '../lib/color.ts';
import { themeProperties } from './theme.ts';

const ratio = (a: string | undefined, b: string) =>
  contrastRatio(parseHex(a ?? '') as Rgb, parseHex(b) as Rgb);

describe('themeProperties', () => {
  it('derives readable text colours for a dark and a light brand', () => {
    const dark = themeProperties({ primaryColor: '#1D4ED8', secondaryColor: '#0F172A' });
    expect(dark['--color-on-primary']).toBe('#ffffff');
    expect(dark['--color-primary-text']).toBe('#1d4ed8');
    const light = themeProperties({ primaryColor: '#FFD400', secondaryColor: '#FFF3C4' });
    expect(light['--color-on-primary']).toBe('#000000');
    expect(light['--color-on-secondary']).toBe('#000000');
    expect(ratio(light['--color-primary-text'], '#f4f6f9')).toBeGreaterThanOrEqual(4.5);
  });

  it('ignores colours that are not hex', () => {
    expect(themeProperties({ primaryColor: 'blue', secondaryColor: '' })).toEqual({});
  });

  it('passes AA for any operator colours', () => {
    const hex = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((rgb) => toHex(rgb));
    fc.assert(
      fc.property(hex, hex, (primaryColor, secondaryColor) => {
        const p = themeProperties({ primaryColor, secondaryColor });
        return (
          ratio(p['--color-on-primary'], primaryColor) >= 4.5 &&
          ratio(p['--color-on-secondary'], secondaryColor) >= 4.5 &&
          ratio(p['--color-primary-text'], '#ffffff') >= 4.5 &&
          ratio(p['--color-primary-text'], '#f4f6f9') >= 4.5
        );
      }),
    );
  });
});
