import { parseArgs } from 'node:util';
import { type AdminKey, OperatorScopeSchema, UuidSchema } from '@parking/domain';
import { z } from 'zod';
import { cliActor } from './cli-actor.js';
import type { DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import { AppError } from './errors.js';
import {
  issueOperatorKey,
  listOperatorKeys,
  withdrawOperatorKey,
} from './modules/operator-key/index.js';
import { fail, loadConfigOrFail, openDatabaseOrFail } from './startup-failure.js';

/**
 * Operator API keys of any scope (issue 25; docs/decisions/057), each change audited as
 * 'cli:<os user>'. Same database as the server: stop it first with the embedded one.
 */
const USAGE = [
  'usage: npm run -w @parking/api operator-key -- create --organization <id> [--customer <id>] --scope <scope> [--scope <scope>] <label>',
  '       npm run -w @parking/api operator-key -- list --organization <id>',
  '       npm run -w @parking/api operator-key -- revoke <keyId>',
  `scopes: ${OperatorScopeSchema.options.join(', ')}`,
].join('\n');

const CreateSchema = z.object({
  organization: UuidSchema,
  customer: UuidSchema.optional(),
  scope: z.array(OperatorScopeSchema).min(1),
  label: z.string().trim().min(1).max(100),
});

function parse(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      organization: { type: 'string' },
      customer: { type: 'string' },
      scope: { type: 'string', multiple: true },
    },
  });
  const [command, ...rest] = positionals;
  if (command === 'create') {
    const create = CreateSchema.safeParse({ ...values, label: rest.join(' ') });
    return create.success ? { command: 'create' as const, ...create.data } : null;
  }
  if (command === 'list') {
    const organization = UuidSchema.safeParse(values.organization);
    return organization.success
      ? { command: 'list' as const, organization: organization.data }
      : null;
  }
  const keyId = UuidSchema.safeParse(rest[0]);
  return command === 'revoke' && keyId.success
    ? { command: 'revoke' as const, keyId: keyId.data }
    : null;
}

const listLine = (key: AdminKey) =>
  [
    key.id,
    `${key.prefix}...`,
    key.label,
    key.scopes.join(','),
    key.customerId ?? 'organization',
    `created ${key.createdAt}`,
    `last used ${key.lastUsedAt ?? 'never'}`,
    key.revokedAt ? `revoked ${key.revokedAt}` : 'active',
  ].join('\t');

async function run(handle: DatabaseHandle, command: NonNullable<ReturnType<typeof parse>>) {
  if (command.command === 'list') {
    const keys = await listOperatorKeys(handle.db, {
      organizationId: command.organization,
      customerId: null,
    });
    const header = 'id\tprefix\tlabel\tscopes\tcustomer\tcreated\tlast used\tstate';
    process.stdout.write([header, ...keys.map(listLine)].map((line) => `${line}\n`).join(''));
    return;
  }
  if (command.command === 'revoke') {
    const revoked = await withdrawOperatorKey(handle.db, command.keyId, new Date(), cliActor());
    if (!revoked) fail(`No key with id ${command.keyId}`);
    process.stdout.write(`Key ${command.keyId} revoked.\n`);
    return;
  }
  const created = await issueOperatorKey(
    handle.db,
    {
      organizationId: command.organization,
      customerId: command.customer ?? null,
      scopes: command.scope,
      label: command.label,
    },
    cliActor(),
  );
  process.stdout.write(
    [
      `Key '${created.label}' (${created.prefix}..., id ${created.id}), scopes ${created.scopes.join(', ')}:`,
      '',
      `  ${created.key}`,
      '',
      'Shown this once: only its SHA-256 is kept. Send it as',
      `  Authorization: Bearer ${created.prefix}...`,
      '',
    ].join('\n'),
  );
}

async function main(args: string[]) {
  let command: ReturnType<typeof parse>;
  try {
    command = parse(args);
  } catch {
    command = null;
  }
  if (!command) fail(USAGE);
  // npm runs workspace scripts in apps/api: a relative DATA_DIR means what it means to `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const handle = await openDatabaseOrFail(loadConfigOrFail(process.env));
  try {
    await withStartupLock(handle.db, () => migrateDatabase(handle));
    await run(handle, command);
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

await main(process.argv.slice(2));
