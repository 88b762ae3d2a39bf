import { ensureContrast, parseHex, type Rgb, readableTextOn, toHex } from '../lib/color.ts';

const SURFACES: Rgb[] = [
  [255, 255, 255],
  [244, 246, 249],
];

/** Custom properties for one operator's colours; text colours are derived for contrast. */
export function themeProperties(colors: { primaryColor: string; secondaryColor: string }) {
  const primary = parseHex(colors.primaryColor);
  const secondary = parseHex(colors.secondaryColor);
  const properties: Record<string, string> = {};
  if (primary) {
    properties['--color-primary'] = toHex(primary);
    properties['--color-on-primary'] = toHex(readableTextOn(primary));
    // The brand colour as text, links and focus rings on the page's light surfaces.
    const onSurfaces = SURFACES.reduce((color, surface) => ensureContrast(color, surface), primary);
    properties['--color-primary-text'] = toHex(onSurfaces);
  }
  if (secondary) {
    properties['--color-secondary'] = toHex(secondary);
    properties['--color-on-secondary'] = toHex(readableTextOn(secondary));
  }
  return properties;
}

const THEME_KEYS = [
  '--color-primary',
  '--color-on-primary',
  '--color-primary-text',
  '--color-secondary',
  '--color-on-secondary',
];

/** The id of the style element a server-rendered page carries its operator's colours in. */
export const SERVER_THEME_ID = 'server-theme';

/** The server's rule for the same properties: `:root{--color-primary:#123456;...}`. */
export function themeRule(properties: Record<string, string>): string {
  const declarations = THEME_KEYS.filter((key) => properties[key])
    .map((key) => `${key}:${properties[key]}`)
    .join(';');
  return declarations ? `:root{${declarations}}` : '';
}

/**
 * Through the CSSOM (allowed by the CSP's style-src 'self'), never a style attribute string.
 * A server-rendered page that already wears these colours keeps its rule: removing it and
 * setting the same values on the root made the browser restyle the whole page once more during
 * hydration (decision 066). Other colours (another operator's page) replace it.
 */
export function applyTheme(properties: Record<string, string>): void {
  const serverTheme = document.getElementById(SERVER_THEME_ID);
  if (serverTheme?.textContent === themeRule(properties)) return;
  serverTheme?.remove();
  const style = document.documentElement.style;
  for (const key of THEME_KEYS) {
    const value = properties[key];
    if (value) style.setProperty(key, value);
    else style.removeProperty(key);
  }
}

export function resetTheme(): void {
  applyTheme({});
}
