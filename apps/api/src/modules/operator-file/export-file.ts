import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import type { Database } from '#api/db/client.js';
import { readOrganizationFile } from './read-file.js';

/** The published JSON Schema (docs/operator-file.schema.json), from src/ and dist/ alike. */
const SCHEMA_FILE = fileURLToPath(
  new URL('../../../../../docs/operator-file.schema.json', import.meta.url),
);
const REPOSITORY = dirname(dirname(SCHEMA_FILE));

/**
 * What an exported file's `$schema` names, so an editor finds the schema of this very checkout
 * (no address on the internet that could hold another version): the path from the file's folder
 * when the file is inside this repository (it then stays right for every clone, as the demo
 * operators' files do), else the schema's absolute path (a file elsewhere, or on stdout).
 */
export function schemaReference(outputFile: string | null): string {
  const inside = outputFile !== null && !relative(REPOSITORY, outputFile).startsWith('..');
  if (!inside) return SCHEMA_FILE;
  return relative(dirname(outputFile), SCHEMA_FILE).split(sep).join('/');
}

/**
 * An organisation as YAML (decision 089): canonical, so the same configuration always writes
 * the same bytes, with the schema named at the top for editors.
 */
export async function exportOperatorFile(
  db: Database,
  organizationId: string,
  outputFile: string | null,
): Promise<string | null> {
  const file = await readOrganizationFile(db, organizationId);
  if (!file) return null;
  return operatorFileYaml(file, schemaReference(outputFile));
}

function operatorFileYaml(file: object, schema: string): string {
  const body = stringify(file, { lineWidth: 0, aliasDuplicateObjects: false });
  return `# yaml-language-server: $schema=${schema}\n${body}`;
}
