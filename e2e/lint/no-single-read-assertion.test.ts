import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

/**
 * The lint rule that keeps browser assertions waiting (no-single-read-assertion.grit), run by
 * Biome on code it must flag and code it must let through. The plugin list is read from the
 * e2e override of the root biome.jsonc, so unhooking the rule fails here too.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const biomeBin = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

const sample = `import { expect } from 'vitest';
declare const button: { isDisabled(): Promise<boolean>; innerText(): Promise<string> };
declare const page: { url(): string; title(): Promise<string> };
export async function flagged() {
  expect(await button.isDisabled()).toBe(true);
  expect(await button.innerText(), 'why').not.toBe('');
  expect(['1 h', '59 min']).toContain(await button.innerText());
  expect(normalize(await page.title())).toBe('x');
  expect(page.url()).toMatch(/summary/);
}
export async function allowed() {
  await expect.poll(() => button.isDisabled()).toBe(true);
  await expect.poll(async () => normalize(await button.innerText())).toBe('x');
  await expect.poll(() => page.url()).toMatch(/summary/);
  expect(normalize('a  b')).toBe('a b');
}
function normalize(text: string): string {
  return text.replace(/\\s+/g, ' ');
}
`;

async function e2ePlugins(): Promise<string[]> {
  // biome.jsonc: its comments are whole lines, dropped before parsing.
  const text = await readFile(join(repoRoot, 'biome.jsonc'), 'utf8');
  const json = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');
  const config = JSON.parse(json) as {
    overrides: { includes: string[]; plugins?: string[] }[];
  };
  const e2e = config.overrides.find((override) => override.includes.includes('e2e/**'));
  return (e2e?.plugins ?? []).map((plugin) => resolve(repoRoot, plugin));
}

it('flags a state read once inside expect(), and lets expect.poll through', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'single-read-lint-'));
  try {
    const config = {
      root: true,
      plugins: await e2ePlugins(),
      linter: { rules: { preset: 'none' } },
    };
    await writeFile(join(dir, 'biome.json'), JSON.stringify(config));
    await writeFile(join(dir, 'sample.ts'), sample);
    const output = await promisify(execFile)(
      process.execPath,
      [biomeBin, 'lint', '--reporter=json', 'sample.ts'],
      { cwd: dir },
    ).catch((failure: { stdout: string }) => failure);
    const report = JSON.parse(output.stdout) as {
      diagnostics: { category: string; location: { start: { line: number } } }[];
    };
    const lines = report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'plugin')
      .map((diagnostic) => diagnostic.location.start.line);
    expect(lines).toEqual([5, 6, 7, 8, 9]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
