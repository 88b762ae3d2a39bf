import type { Locale } from '@parking/domain';

/**
 * What a message says in each language of the product: every module's words.ts exports its
 * words typed so (decision 076), as plain strings where `{name}` marks a value filled in.
 */
export type Words<Entries extends Record<string, string>> = Record<Locale, Entries>;

/** Fills `{name}` placeholders; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
