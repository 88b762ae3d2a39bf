import { describe, expect, it } from 'vitest';
import type { Messages } from '../lib/i18n/translate.ts';
import enUS from './en-US.json';
import esES from './es-ES.json';

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

describe('translations', () => {
  const es = leaves(esES);
  const en = leaves(enUS);

  it('have the same keys in es-ES and en-US', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [locale, texts] of [
      ['es-ES', es],
      ['en-US', en],
    ] as const) {
      for (const [key, text] of texts) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of es)
      expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('carry the keys the spec names', () => {
    expect(es.get('errors.not_found_title')).toBe('Página no encontrada');
    expect(en.get('errors.not_found_title')).toBe('Page not found');
    expect(es.has('transient.home.not_available')).toBe(true);
  });
});
