import type { Locator } from 'playwright-core';

/** Text as a reader sees it: runs of spaces and line breaks read as one space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The rendered text of `target`, spaces normalised: a reader to poll with expect.poll. */
export async function spacedText(target: Locator): Promise<string> {
  return normalizeSpaces(await target.innerText());
}

/** A random id (a UUID, or a processor's `pi_…` reference in hex), in which any digits can turn up. */
const RANDOM_ID =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\bpi_[a-z]+_[0-9a-f]+/gi;

/**
 * `text` with its random ids taken out: a check that the card's digits are not shown ("4242")
 * then fails on the digits, not on an id that held them by chance.
 */
export function withoutRandomIds(text: string): string {
  return text.replace(RANDOM_ID, '<id>');
}
