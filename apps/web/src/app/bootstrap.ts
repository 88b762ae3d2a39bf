import type { Messages } from '../lib/i18n/translate.ts';
import { isLocale, type Locale } from '../lib/locale.ts';

/** The id of the non-executing JSON block a server-rendered page carries (decision 065). */
export const BOOTSTRAP_ID = 'bootstrap';

/** What the server rendered with, so the browser hydrates with exactly the same. */
export interface Bootstrap {
  locale: Locale;
  messages: Messages;
  /** `messages` are the page's flow's only (lib/i18n/page-messages.ts). */
  partial: boolean;
  /** The server's clock at the render (ms). */
  renderedAt: number;
  /** The query cache entries the render read, under the keys the pages use. */
  queries: Array<{ queryKey: readonly unknown[]; data: unknown }>;
}

/**
 * JSON safe inside a <script> element: `<` can neither close it nor open a comment, and the two
 * line separators JavaScript once refused are escaped too.
 */
export function serializeBootstrap(bootstrap: Bootstrap): string {
  return JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The block of the page, if the server rendered it and it reads as one; null otherwise. */
export function readBootstrap(element: HTMLElement | null): Bootstrap | null {
  if (!element?.textContent) return null;
  try {
    const value = JSON.parse(element.textContent) as Partial<Bootstrap>;
    const valid =
      isLocale(value.locale) &&
      typeof value.messages === 'object' &&
      value.messages !== null &&
      typeof value.renderedAt === 'number' &&
      Array.isArray(value.queries);
    // A page a cache kept from before `partial` existed carried the whole catalogue.
    return valid ? ({ ...value, partial: value.partial === true } as Bootstrap) : null;
  } catch {
    return null;
  }
}
