/**
 * A few hundred bytes instead of i18next + react-i18next (about 18 KB gzipped measured, which
 * the first-page budget cannot afford; see docs/decisions/020-first-page-budget.md). Same key
 * shape ('a.b.c') and the same '{{name}}' interpolation, so moving to i18next later is a swap.
 */
export interface Messages {
  [key: string]: string | Messages;
}

export type TranslationValues = Record<string, string | number>;

/** Dotted paths of the leaves of a message tree, for typed keys. */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The text at `key` as written, placeholders and all; undefined when missing. */
export function findMessage(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text at `key`, with {{name}} placeholders filled; the key itself when missing. */
export function translate(
  messages: Messages | undefined,
  key: string,
  values?: TranslationValues,
): string {
  const node = findMessage(messages, key);
  if (node === undefined) return key;
  if (!values) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
