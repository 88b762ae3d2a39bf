// The READMEs that map the tree name every folder they map: a folder added or moved without its
// line fails `npm test` with the folder and the README to fix.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const ROOT_ARCHITECTURE = { readme: 'README.md', section: 'Architecture' };

/** Each folder's subfolders must be named in the README (or the README's section) beside it. */
const MAPS = [
  { folder: 'apps/api/src/modules', readme: 'apps/api/src/modules/README.md' },
  { folder: 'apps/web/src/features', readme: 'apps/web/src/features/README.md' },
  { folder: 'apps/api/src', readme: 'apps/api/README.md' },
  { folder: 'packages/domain/src', readme: 'packages/domain/README.md' },
  // The root README's map goes one level into each app and points to the READMEs above for
  // the modules, features and domain folders rather than listing them again.
  { folder: 'apps/api/src', ...ROOT_ARCHITECTURE },
  { folder: 'apps/web/src', ...ROOT_ARCHITECTURE },
];
const POINTERS = [
  'apps/api/src/modules/README.md',
  'apps/web/src/features/README.md',
  'packages/domain/README.md',
].map((target) => ({ target, ...ROOT_ARCHITECTURE }));

/** Tracked files and new ones not ignored: the folders a commit of this tree would hold. */
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
)
  .split('\0')
  .filter((path) => path !== '' && existsSync(path));

function subfolders(folder) {
  const names = new Set();
  for (const path of files) {
    if (!path.startsWith(`${folder}/`)) continue;
    const rest = path.slice(folder.length + 1).split('/');
    if (rest.length > 1) names.add(rest[0]);
  }
  return [...names].sort();
}

/** The README's text, or the text of one of its `## ` sections. */
function mapText({ readme, section }) {
  if (!existsSync(readme)) return undefined;
  const text = readFileSync(readme, 'utf8');
  if (!section) return text;
  const start = text.indexOf(`\n## ${section}\n`);
  if (start === -1) return undefined;
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

const where = ({ readme, section }) => (section ? `${readme} (section '${section}')` : readme);
const escaped = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Named as `name` or as name/ (in a path or a tree), not as part of a longer name. */
const names = (text, name) =>
  new RegExp(`(?<![\\w.-])${escaped(name)}/|\`${escaped(name)}\``).test(text);

const problems = [];
for (const map of MAPS) {
  const text = mapText(map);
  if (text === undefined) {
    problems.push(`${where(map)} is missing: it maps the folders of ${map.folder}/`);
    continue;
  }
  for (const name of subfolders(map.folder)) {
    if (!names(text, name)) {
      problems.push(
        `${map.folder}/${name}/ is missing from ${where(map)}: name it there as \`${name}\` or ${name}/`,
      );
    }
  }
}
for (const pointer of POINTERS) {
  const text = mapText(pointer) ?? '';
  if (!text.includes(pointer.target)) {
    problems.push(`${where(pointer)} does not point to ${pointer.target}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${MAPS.length} folder maps name every folder they map`);
