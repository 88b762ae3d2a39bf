import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeOperatorFile } from '#test/readme-example.js';
import { schemaReference } from './export-file.js';
import { operatorFileJsonSchema } from './json-schema.js';
import { readOperatorFileText } from './read-text.js';
import { operatorFileReference } from './reference.js';

/**
 * The operator file's published documents are what the schema makes now (decision 089): the
 * JSON Schema editors read, the reference made from it, and the README's hand-written example.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const REGENERATE = 'out of date: run `npm run docs:operator-file` and commit the result';

describe('the operator file documents', () => {
  it('docs/operator-file.schema.json is the schema the API validates with', () => {
    expect(read('docs/operator-file.schema.json'), REGENERATE).toBe(
      `${JSON.stringify(operatorFileJsonSchema(), null, 2)}\n`,
    );
  });

  it('docs/operator-file.md is the reference made from that schema', () => {
    expect(read('docs/operator-file.md'), REGENERATE).toBe(
      operatorFileReference(operatorFileJsonSchema()),
    );
  });

  it("the README's example is a valid file that names the published schema", () => {
    const example = readmeOperatorFile();
    const parsed = readOperatorFileText(example);
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
    // Saved at the repository's root, as the walk-through says.
    expect(example.split('\n')[0]).toBe(
      `# yaml-language-server: $schema=${schemaReference(join(root, 'harbour.yaml'))}`,
    );
  });

  it("the demo operators' files name a schema that exists", () => {
    for (const name of ['demo-parking-co.yaml', 'aparcamientos-sol.yaml']) {
      const schema = /\$schema=(\S+)/.exec(read(`operators/${name}`).split('\n')[0] ?? '')?.[1];
      expect(schema).toBe(schemaReference(join(root, 'operators', name)));
      expect(existsSync(join(root, 'operators', schema ?? ''))).toBe(true);
    }
  });

  it('an export names the schema by its path from the file inside the repository, else in full', () => {
    expect(schemaReference(join(root, 'operators/new.yaml'))).toBe(
      '../docs/operator-file.schema.json',
    );
    expect(schemaReference(join(root, 'new.yaml'))).toBe('docs/operator-file.schema.json');
    const outside = schemaReference(join(dirname(root), 'elsewhere', 'new.yaml'));
    expect(outside).toBe(join(root, 'docs/operator-file.schema.json'));
    expect(schemaReference(null)).toBe(outside);
  });
});
