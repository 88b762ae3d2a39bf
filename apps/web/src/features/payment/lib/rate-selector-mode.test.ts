import { describe, expect, it } from 'vitest';
import { filterByName, rateSelectorMode } from './rate-selector-mode.ts';

describe('rateSelectorMode', () => {
  it('shows up to 3 rates as cards', () => {
    expect(rateSelectorMode(0)).toBe('cards');
    expect(rateSelectorMode(1)).toBe('cards');
    expect(rateSelectorMode(3)).toBe('cards');
  });

  it('uses a dropdown from 4 rates, with a search box from 10', () => {
    expect(rateSelectorMode(4)).toBe('dropdown');
    expect(rateSelectorMode(9)).toBe('dropdown');
    expect(rateSelectorMode(10)).toBe('dropdown-with-search');
    expect(rateSelectorMode(12)).toBe('dropdown-with-search');
  });
});

describe('filterByName', () => {
  const rates = [
    { name: '1 hora' },
    { name: 'Día entero' },
    { name: 'Early bird (in before 9:00)' },
  ];

  it('ignores case, accents and word order', () => {
    expect(filterByName(rates, 'HORA')).toEqual([{ name: '1 hora' }]);
    expect(filterByName(rates, 'dia')).toEqual([{ name: 'Día entero' }]);
    expect(filterByName(rates, 'bird early')).toEqual([{ name: 'Early bird (in before 9:00)' }]);
  });

  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterByName(rates, '  ')).toHaveLength(3);
    expect(filterByName(rates, 'monthly')).toEqual([]);
  });
});
