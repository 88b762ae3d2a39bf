// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, resetTheme, SERVER_THEME_ID, themeProperties, themeRule } from './theme.ts';

const midtown = themeProperties({ primaryColor: '#1D4ED8', secondaryColor: '#0F172A' });
const sol = themeProperties({ primaryColor: '#C2410C', secondaryColor: '#FFF7ED' });

/** The head a server-rendered page comes with (entry-server.tsx). */
function serverRenderedWith(properties: Record<string, string>) {
  const style = document.createElement('style');
  style.id = SERVER_THEME_ID;
  style.textContent = themeRule(properties);
  document.head.append(style);
}

const rootProperty = (key: string) => document.documentElement.style.getPropertyValue(key);

afterEach(() => {
  document.getElementById(SERVER_THEME_ID)?.remove();
  document.documentElement.removeAttribute('style');
});

describe('applyTheme', () => {
  it("keeps a server-rendered page's rule for the same colours and touches nothing else", () => {
    serverRenderedWith(midtown);
    applyTheme(midtown);
    expect(document.getElementById(SERVER_THEME_ID)?.textContent).toBe(themeRule(midtown));
    expect(rootProperty('--color-primary')).toBe('');
  });

  it("replaces it with another operator's colours", () => {
    serverRenderedWith(midtown);
    applyTheme(sol);
    expect(document.getElementById(SERVER_THEME_ID)).toBeNull();
    expect(rootProperty('--color-primary')).toBe(sol['--color-primary']);
    applyTheme(midtown);
    expect(rootProperty('--color-primary')).toBe(midtown['--color-primary']);
  });

  it('takes every operator colour away on reset, the server rule too', () => {
    serverRenderedWith(midtown);
    applyTheme(midtown);
    resetTheme();
    expect(document.getElementById(SERVER_THEME_ID)).toBeNull();
    applyTheme(sol);
    resetTheme();
    expect(rootProperty('--color-primary')).toBe('');
    expect(rootProperty('--color-on-secondary')).toBe('');
  });
});
