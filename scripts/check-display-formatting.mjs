// Dates, times and amounts for people are written by the domain's display module
// (packages/domain/src/display, decision 088), so a screen, an e-mail, an SMS and a PDF write
// the same value the same way. This fails on a direct Intl date or number formatter, or a
// toLocale*String call, anywhere else in the product's code (tests may use them to check).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SOURCE = /^(apps\/[^/]+\/src|packages\/[^/]+\/src)\/.*\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.test\.tsx?$|\/testing\//;
const DISPLAY = /^packages\/domain\/src\/display\//;
const FORBIDDEN = [
  /\bIntl\s*\.\s*(DateTimeFormat|NumberFormat|RelativeTimeFormat|DurationFormat)\b/,
  /\.toLocale(Date|Time)?String\s*\(/,
];
/**
 * Files that may format by themselves, each with its reason. An entry that no
 * longer uses Intl fails the check too, so that the list never outlives its reason.
 */
const ALLOWED = new Map([
  [
    'packages/domain/src/opening-hours/zoned-parts.ts',
    'wall-clock parts of an instant in a zone, for arithmetic (en-US digits, never shown)',
  ],
  [
    'packages/domain/src/opening-hours/wall-minute-by-format.ts',
    'the minute of the day in a zone, for arithmetic (never shown)',
  ],
  [
    'apps/api/src/card-processors/sandbox/http/wallet/wallet.js',
    "the sandbox processor's wallet sheet, a plain script in its own frame standing in for a " +
      "processor's page: it shows the amount text the page sends, Intl only without one",
  ],
]);

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--deduplicate', '-z'],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
  .split('\0')
  .filter((path) => SOURCE.test(path) && !TEST.test(path) && !DISPLAY.test(path));

const problems = [];
for (const path of files) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    continue; // deleted in the work tree but still in the index
  }
  const lines = text.split('\n');
  const found = lines.flatMap((line, index) =>
    FORBIDDEN.some((pattern) => pattern.test(line)) ? [index + 1] : [],
  );
  if (ALLOWED.has(path)) {
    if (found.length === 0) {
      problems.push(`${path}: no Intl formatter left: remove it from ALLOWED in this script`);
    }
  } else {
    for (const line of found) {
      problems.push(
        `${path}:${line}: format dates, times and amounts with @parking/domain/display`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${files.length} source files: dates and amounts written by the display module only`);
