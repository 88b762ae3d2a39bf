import { checkOperatorFile, pathText } from './rules.js';
import { type OperatorFile, OperatorFileShape } from './schema.js';

/** The file's shape and the checks across its fields (rules.ts), as one schema. */
export const OperatorFileSchema = OperatorFileShape.superRefine(checkOperatorFile);

export type OperatorFileProblem = { path: string; message: string };

/**
 * Every problem of a file, each with its path (`customers[0].places[2].rates[0].lines[1].value`),
 * or the file with its defaults: all of them in one run, so one fix-and-retry fixes them all.
 */
export function parseOperatorFile(
  input: unknown,
): { ok: true; file: OperatorFile } | { ok: false; problems: OperatorFileProblem[] } {
  const parsed = OperatorFileSchema.safeParse(input);
  if (parsed.success) return { ok: true, file: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      path: pathText(issue.path) || '(file)',
      message: issue.message,
    })),
  };
}

export function problemsText(problems: readonly OperatorFileProblem[]): string {
  return problems.map((problem) => `${problem.path}: ${problem.message}`).join('\n');
}
