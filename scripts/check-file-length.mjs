// The 300-line rule in physical lines: every line of the file counts, comments and blank lines
// too (Biome's noExcessiveLinesPerFile skips comment blocks, so a file could pass it at 334).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 300;
const COUNTED = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
// Not written by hand: Drizzle's generated migrations and their snapshots.
const GENERATED = [/^apps\/api\/drizzle\//];
/**
 * Files allowed past the limit, each with its reason. An entry whose file is back within the
 * limit (or gone) fails the check too, so that the list never outlives its reason.
 */
/** @type {Map<string, string>} file -> why it may be longer (none today). */
const EXEMPT = new Map();

/** Tracked files and new ones not ignored: what a commit of this tree would hold. */
function sourceFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--deduplicate', '-z'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed
    .split('\0')
    .filter((path) => COUNTED.test(path) && !GENERATED.some((pattern) => pattern.test(path)));
}

/** Physical lines, as `wc -l` counts them plus a last line without its newline. */
function physicalLines(path) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return 0; // deleted in the work tree but still in the index
  }
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

const problems = [];
const lengths = new Map(sourceFiles().map((path) => [path, physicalLines(path)]));
for (const [path, lines] of lengths) {
  if (lines > MAX_LINES && !EXEMPT.has(path)) {
    problems.push(`${path}: ${lines} lines, over ${MAX_LINES}: split it into a folder of parts`);
  }
}
for (const [path, reason] of EXEMPT) {
  const lines = lengths.get(path) ?? 0;
  if (lines <= MAX_LINES) {
    problems.push(
      `${path}: ${lines} lines, within ${MAX_LINES}: remove its exemption in scripts/check-file-length.mjs (${reason})`,
    );
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const exempt = EXEMPT.size > 0 ? ` (exempt: ${[...EXEMPT.keys()].join(', ')})` : '';
console.log(`${lengths.size} source files, none over ${MAX_LINES} physical lines${exempt}`);
