/**
 * Spec section 9, 'Rate selector', for any priced options: up to 3 as cards; more as a
 * dropdown; a search box in the dropdown from 10 on.
 */
const MAX_OPTION_CARDS = 3;
const OPTION_SEARCH_FROM = 10;

export type OptionSelectorMode = 'cards' | 'dropdown' | 'dropdown-with-search';

export function optionSelectorMode(count: number): OptionSelectorMode {
  if (count <= MAX_OPTION_CARDS) return 'cards';
  return count >= OPTION_SEARCH_FROM ? 'dropdown-with-search' : 'dropdown';
}

/** Words of a text, without case or accents: 'Día entero (8:00)' -> dia, entero, 8, 00. */
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The items whose name, as shown (the driver's language, decision 048), has a word starting
 * with each word typed, in any order, without case or accents: 'media' finds 'Media hora',
 * 'dia' finds 'Día entero' (not 'Media hora'), 'hora' finds '1 hora' and '2 horas'.
 */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const typed = wordsOf(query);
  if (typed.length === 0) return [...items];
  return items.filter((item) => {
    const words = wordsOf(item.name);
    return typed.every((start) => words.some((word) => word.startsWith(start)));
  });
}
