import type { Locator } from 'playwright-core';

/** Text as a reader sees it: runs of spaces and line breaks read as one space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The rendered text of `target`, spaces normalised: a reader to poll with expect.poll. */
export async function spacedText(target: Locator): Promise<string> {
  return normalizeSpaces(await target.innerText());
}
