import {
  type OperatorFile,
  type OperatorFileProblem,
  parseOperatorFile,
} from '@parking/domain/operator-file';
import { parseDocument } from 'yaml';

const MAX_SYNTAX_PROBLEMS = 20;

/** Larger than any real organisation's file (1,000 places with their rates) by far. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * An operator file's text, YAML or JSON (JSON is YAML), checked whole: every problem with its
 * path, or the file with its defaults. Aliases are refused: a few lines of them expand into
 * gigabytes (the billion laughs), and a hand-written file has no need of them.
 */
export function readOperatorFileText(
  text: string,
): { ok: true; file: OperatorFile } | { ok: false; problems: OperatorFileProblem[] } {
  if (Buffer.byteLength(text, 'utf8') > MAX_FILE_BYTES) {
    return {
      ok: false,
      problems: [{ path: '(file)', message: `is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB` }],
    };
  }
  const document = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (document.errors.length > 0) {
    // The first few: past a broken bracket every later line is an error too.
    return {
      ok: false,
      problems: document.errors.slice(0, MAX_SYNTAX_PROBLEMS).map((error) => ({
        path: `(line ${(error.linePos?.[0]?.line ?? 0) || '?'})`,
        message: error.message.split('\n')[0] ?? error.code,
      })),
    };
  }
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: 0 });
  } catch (error) {
    return { ok: false, problems: [{ path: '(file)', message: (error as Error).message }] };
  }
  return parseOperatorFile(value);
}
