/**
 * WCAG 2.x contrast helpers for the operator's brand colours: whatever colours an operator
 * configures, text drawn on them (or them drawn as text) must stay readable (AA, 4.5:1).
 */
export type Rgb = readonly [number, number, number];

/** '#rgb' or '#rrggbb' (case-insensitive); null for anything else. */
export function parseHex(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * White or black text, whichever contrasts more with the background. One of the two always
 * reaches at least 4.58:1 (pure black matters: a softer #111 drops to 4.35:1 on mid tones).
 */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/**
 * The colour itself when it already reaches `minRatio` against `background`, else the colour
 * mixed towards black or white (whichever direction can succeed) in small steps until it does:
 * the brand hue survives as far as legibility allows.
 */
export function ensureContrast(color: Rgb, background: Rgb, minRatio = 4.5): Rgb {
  if (contrastRatio(color, background) >= minRatio) return color;
  const target =
    contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = color.map((c, i) => c + ((target[i] ?? 0) - c) * t) as unknown as Rgb;
    const rounded = mixed.map(Math.round) as unknown as Rgb;
    if (contrastRatio(rounded, background) >= minRatio) return rounded;
  }
  return target;
}
