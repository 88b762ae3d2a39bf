import { UuidSchema } from '@parking/domain';
import { cliActor } from './cli-actor.js';
import { migrateDatabase } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import { AppError } from './errors.js';
import {
  gateKeyRequest,
  issueOperatorKey,
  withdrawOperatorKey,
} from './modules/operator-key/index.js';
import { fail, loadConfigOrFail, openDatabaseOrFail } from './startup-failure.js';

/**
 * An operator API key for a customer's gates (docs/decisions/057), printed once; the shortcut
 * of `operator-key -- create --customer <id> --scope gate` (operator-key.ts):
 *   npm run -w @parking/api gate-key -- <customerId> <label>
 *   npm run -w @parking/api gate-key -- --revoke <keyId>
 * Same database as the server (DATABASE_URL, else the embedded one in DATA_DIR: stop the server
 * first, the embedded database has one process at a time).
 */
const USAGE = [
  'usage: npm run -w @parking/api gate-key -- <customerId> <label>',
  '       npm run -w @parking/api gate-key -- --revoke <keyId>',
].join('\n');

async function main(args: string[]) {
  const [first, second, ...rest] = args;
  const revoking = first === '--revoke';
  const id = UuidSchema.safeParse(revoking ? second : first);
  const label = revoking ? '' : [second, ...rest].join(' ').trim();
  if (!id.success || (!revoking && (label === '' || label.length > 100))) fail(USAGE);
  // npm runs workspace scripts in apps/api: a relative DATA_DIR means what it means to `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const handle = await openDatabaseOrFail(loadConfigOrFail(process.env));
  try {
    await withStartupLock(handle.db, () => migrateDatabase(handle));
    if (revoking) {
      const revoked = await withdrawOperatorKey(handle.db, id.data, new Date(), cliActor());
      if (!revoked) fail(`No key with id ${id.data}`);
      process.stdout.write(`Key ${id.data} revoked.\n`);
      return;
    }
    const request = await gateKeyRequest(handle.db, id.data, label);
    const created = await issueOperatorKey(handle.db, request, cliActor());
    process.stdout.write(
      [
        `Key '${created.label}' (${created.prefix}..., id ${created.id}) for customer ${id.data}:`,
        '',
        `  ${created.key}`,
        '',
        'Shown this once: only its SHA-256 is kept. The gate sends it as',
        `  Authorization: Bearer ${created.prefix}...`,
        '',
      ].join('\n'),
    );
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

await main(process.argv.slice(2));
