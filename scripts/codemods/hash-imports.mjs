// Rewrites the relative imports that climb two or more folders (`../../`) into the package's
// own subpath imports, `#api/...`, `#test/...` and `#web/...` (decision 081):
// `../../../db/client.js` in apps/api/src/modules/payment/card/ becomes `#api/db/client.js`.
// Same-folder and one-level imports stay relative. The names come from each package.json's "imports" field, so a new
// mapping there needs no change here.
//
//   node scripts/codemods/hash-imports.mjs           rewrite, then `biome check --write` the files
//   node scripts/codemods/hash-imports.mjs --check   change nothing; fail if an import would change
//
// Idempotent: a second run finds nothing. It reads the tree as it is, so it can run again on any
// merge of branches that still climb.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@babel/core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGES = ['apps/api', 'apps/web'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
// Two or more levels: one `../` reaches the parent folder, mostly the same feature or module or a
// sibling named by its folder; from two on a reader has to count, and a move breaks them.
const MIN_LEVELS = 2;

const check = process.argv.includes('--check');
const findings = [];
const changedFiles = [];

for (const pkg of PACKAGES) {
  const mappings = subpathMappings(pkg);
  for (const file of sourceFiles(path.join(ROOT, pkg))) {
    const text = readFileSync(file, 'utf8');
    // Parsing every file takes seconds; only a file with a climb in it can need a change.
    if (!text.includes('../..')) continue;
    const edits = importEdits(file, text, mappings);
    if (edits.length === 0) continue;
    for (const edit of edits) findings.push({ file, ...edit, line: lineOf(text, edit.start) });
    if (!check) {
      writeFileSync(file, applyEdits(text, edits));
      changedFiles.push(file);
    }
  }
}

if (check) {
  for (const { file, line, from, to } of findings) {
    console.error(`${path.relative(ROOT, file)}:${line}: '${from}' -> '${to}'`);
  }
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} relative imports climb ${MIN_LEVELS} or more folders: run node scripts/codemods/hash-imports.mjs (docs/decisions/081).`,
    );
    // exitCode, not exit(): a piped stderr is written asynchronously and would be cut short.
    process.exitCode = 1;
  }
} else {
  console.log(`${findings.length} imports rewritten in ${changedFiles.length} files.`);
  // The new names sort among the aliases, not the relative paths: Biome's import order.
  if (changedFiles.length > 0) {
    const biome = spawnSync('npx', ['biome', 'check', '--write', ...changedFiles], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    process.exitCode = biome.status ?? 1;
  }
}

/** `#api/*` -> apps/api/src/ for every "imports" pattern of the package; `source` wins. */
function subpathMappings(pkg) {
  const { imports = {} } = JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
  return Object.entries(imports)
    .filter(([name]) => name.endsWith('/*'))
    .map(([name, target]) => {
      const sourceTarget = typeof target === 'string' ? target : (target.source ?? target.default);
      if (typeof sourceTarget !== 'string' || !sourceTarget.endsWith('/*')) {
        throw new Error(`${pkg}/package.json: cannot read the folder of "${name}"`);
      }
      return {
        prefix: name.slice(0, -1),
        folder: path.join(ROOT, pkg, sourceTarget.slice(0, -1)),
      };
    });
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name));
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path.join(dir, entry.name);
    }
  }
}

function importEdits(file, text, mappings) {
  const edits = [];
  for (const literal of moduleSpecifiers(parse(file, text))) {
    const from = literal.value;
    if (climbs(from) < MIN_LEVELS) continue;
    const target = path.resolve(path.dirname(file), from);
    const mapping = mappings.find(({ folder }) => target.startsWith(folder));
    if (!mapping) continue;
    const to = mapping.prefix + path.relative(mapping.folder, target).split(path.sep).join('/');
    edits.push({ start: literal.start + 1, end: literal.end - 1, from, to });
  }
  return edits;
}

function climbs(specifier) {
  const parts = specifier.split('/');
  if (parts[0] !== '.' && parts[0] !== '..') return 0;
  let levels = 0;
  for (const part of parts) {
    if (part === '..') levels += 1;
    else if (part !== '.') break;
  }
  return levels;
}

function parse(file, text) {
  return parseSync(text, {
    filename: file,
    babelrc: false,
    configFile: false,
    presets: ['@babel/preset-typescript'],
  });
}

/** The string literals that name a module: static and dynamic imports, re-exports, import types. */
function moduleSpecifiers(ast) {
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return;
    const literal = specifierOf(node);
    if (literal?.type === 'StringLiteral') found.push(literal);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(child);
    }
  };
  visit(ast.program);
  return found;
}

function specifierOf(node) {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
      return node.source;
    case 'ImportExpression':
      return node.source;
    case 'CallExpression':
      return node.callee.type === 'Import' ? node.arguments[0] : undefined;
    case 'TSImportType':
      return node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
    case 'TSExternalModuleReference':
      return node.expression;
    default:
      return undefined;
  }
}

function applyEdits(text, edits) {
  let result = text;
  for (const { start, end, to } of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + to + result.slice(end);
  }
  return result;
}

function lineOf(text, offset) {
  return text.slice(0, offset).split('\n').length;
}
