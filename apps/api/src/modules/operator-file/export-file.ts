import { stringify } from 'yaml';
import type { Database } from '#api/db/client.js';
import { readOrganizationFile } from './read-file.js';

/** Where the published JSON Schema sits, for editors (docs/operator-file.schema.json). */
const SCHEMA_URL =
  'https://raw.githubusercontent.com/parking-pay/parking-pay/main/docs/operator-file.schema.json';

/**
 * An organisation as YAML (decision 089): canonical, so the same configuration always writes
 * the same bytes, with the schema named at the top for editors.
 */
export async function exportOperatorFile(
  db: Database,
  organizationId: string,
): Promise<string | null> {
  const file = await readOrganizationFile(db, organizationId);
  if (!file) return null;
  return operatorFileYaml(file);
}

function operatorFileYaml(file: object): string {
  const body = stringify(file, { lineWidth: 0, aliasDuplicateObjects: false });
  return `# yaml-language-server: $schema=${SCHEMA_URL}\n${body}`;
}
