import { readFileSync } from 'node:fs';

/** The repository's README.md. */
const README_FILE = new URL('../../../README.md', import.meta.url);

/**
 * The README's hand-written operator file ('Open your first car park'): the yaml block right
 * after its marker comment, so the docs test and the browser test read the very text a reader
 * copies.
 */
export function readmeOperatorFile(readme = readFileSync(README_FILE, 'utf8')): string {
  const block = /<!-- operator-file-example[^>]*-->\s*```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
  if (block === undefined) throw new Error('README.md has no operator-file-example block');
  return block;
}
