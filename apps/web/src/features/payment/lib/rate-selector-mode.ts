/**
 * Spec section 9, 'Rate selector': up to 3 rates as cards; more as a dropdown; a search box in
 * the dropdown from 10 rates on.
 */
const MAX_RATE_CARDS = 3;
const RATE_SEARCH_FROM = 10;

export type RateSelectorMode = 'cards' | 'dropdown' | 'dropdown-with-search';

export function rateSelectorMode(count: number): RateSelectorMode {
  if (count <= MAX_RATE_CARDS) return 'cards';
  return count >= RATE_SEARCH_FROM ? 'dropdown-with-search' : 'dropdown';
}

/** Case- and accent-insensitive: 'dia' finds 'Día entero', 'HORA' finds '1 hora'. */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');

export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const name = fold(item.name);
    return words.every((word) => name.includes(word));
  });
}
