import { createHash } from 'node:crypto';

/**
 * Names for statements prepared once per session by their text (decision 103): the same text
 * always has the same name, so a session that has it prepared runs it without planning it
 * again. At most `maxTexts` texts are named, since each is prepared in every session that runs
 * it; a text past the bound gets no name (it is planned at each call) rather than grow them.
 * Meant for statements that write every value as a parameter, whose texts are few.
 */
export function createStatementNames(prefix: string, maxTexts = 64) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= maxTexts) return known;
    const name = `${prefix}${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
    return name;
  };
}
