import { describe, expect, it } from 'vitest';
import { filterByName, optionSelectorMode } from './option-selector-mode.ts';

describe('optionSelectorMode', () => {
  it('shows up to 3 rates as cards', () => {
    expect(optionSelectorMode(0)).toBe('cards');
    expect(optionSelectorMode(1)).toBe('cards');
    expect(optionSelectorMode(3)).toBe('cards');
  });

  it('uses a dropdown from 4 rates, with a search box from 10', () => {
    expect(optionSelectorMode(4)).toBe('dropdown');
    expect(optionSelectorMode(9)).toBe('dropdown');
    expect(optionSelectorMode(10)).toBe('dropdown-with-search');
    expect(optionSelectorMode(12)).toBe('dropdown-with-search');
  });
});

describe('filterByName', () => {
  const rates = [
    { name: '1 hora' },
    { name: 'Día entero' },
    { name: 'Media hora' },
    { name: 'Early bird (in before 9:00)' },
  ];

  it('ignores case, accents, punctuation and word order; matches the start of words', () => {
    expect(filterByName(rates, 'HORA')).toEqual([{ name: '1 hora' }, { name: 'Media hora' }]);
    expect(filterByName(rates, 'media')).toEqual([{ name: 'Media hora' }]);
    expect(filterByName(rates, 'MÉDIA HORA')).toEqual([{ name: 'Media hora' }]);
    expect(filterByName(rates, 'dia')).toEqual([{ name: 'Día entero' }]);
    expect(filterByName(rates, 'ora')).toEqual([]);
    expect(filterByName(rates, 'in 9:00')).toEqual([{ name: 'Early bird (in before 9:00)' }]);
    expect(filterByName(rates, 'bird early')).toEqual([{ name: 'Early bird (in before 9:00)' }]);
  });

  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterByName(rates, '  ')).toHaveLength(4);
    expect(filterByName(rates, 'monthly')).toEqual([]);
  });
});
