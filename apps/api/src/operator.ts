import { readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { UuidSchema } from '@parking/domain';
import { planText, problemsText } from '@parking/domain/operator-file';
import { cliActor } from './cli-actor.js';
import { startConfigChanges } from './config-changes/index.js';
import { migrateDatabase } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import {
  type ApplyOutcome,
  createOperatorFileService,
  exportOperatorFile,
} from './modules/operator-file/index.js';
import { operatorFileJsonSchema } from './modules/operator-file/json-schema.js';
import { readOperatorFileText } from './modules/operator-file/read-text.js';
import { operatorFileReference } from './modules/operator-file/reference.js';
import { sandboxRefusal } from './sandbox-refusal.js';
import { fail, loadConfigOrFail, openDatabaseOrFail } from './startup-failure.js';

/**
 * An organisation's configuration as a file (decision 089):
 *   npm run operator -- plan FILE      what apply would change, changing nothing
 *   npm run operator -- apply FILE     that change, in one transaction
 *   npm run operator -- export ORG_ID [FILE]   the organisation as a file (stdout without FILE)
 *   npm run operator -- schema [FILE]  the file's JSON Schema
 *   npm run operator -- reference [FILE]  the file's reference in Markdown, made from that schema
 * Same database as the server (DATABASE_URL, else the embedded one in DATA_DIR: stop the server
 * first, the embedded database has one process at a time).
 */
const USAGE = [
  'usage: npm run operator -- plan FILE',
  '       npm run operator -- apply FILE',
  '       npm run operator -- export ORG_ID [FILE]',
  '       npm run operator -- schema [FILE]',
  '       npm run operator -- reference [FILE]',
].join('\n');

/** The bus's reconnection notes are for servers; a one-shot command keeps its output clean. */
const quietLogger = {
  info: () => {},
  warn: () => {},
  error: (_object: unknown, message?: string) => process.stderr.write(`${message ?? ''}\n`),
};

async function main([command, target, output]: string[]) {
  // npm runs workspace scripts in apps/api: paths mean what they mean where npm was started.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const path = (name: string) => (isAbsolute(name) ? name : resolve(cwd, name));
  if (command === 'schema' || command === 'reference') {
    const text =
      command === 'schema'
        ? `${JSON.stringify(operatorFileJsonSchema(), null, 2)}\n`
        : operatorFileReference(operatorFileJsonSchema());
    if (target) await writeFile(path(target), text);
    else process.stdout.write(text);
    return;
  }
  if (!target || !['plan', 'apply', 'export'].includes(command ?? '')) fail(USAGE);
  let file: Awaited<ReturnType<typeof readOperatorFileText>> | undefined;
  if (command !== 'export') {
    const text = await readFile(path(target), 'utf8').catch((error: Error) =>
      fail(`Cannot read ${target}: ${error.message}`),
    );
    file = readOperatorFileText(text);
    if (!file.ok)
      fail(
        `${target} is not a valid operator file; nothing was changed:\n${problemsText(file.problems)}`,
      );
  }
  process.chdir(cwd);
  const config = loadConfigOrFail(process.env);
  const handle = await openDatabaseOrFail(config);
  let outcome: ApplyOutcome | undefined;
  try {
    await withStartupLock(handle.db, () => migrateDatabase(handle));
    if (command === 'export') {
      const id = UuidSchema.safeParse(target);
      if (!id.success) fail(USAGE);
      const text = await exportOperatorFile(handle.db, id.data, output ? path(output) : null);
      if (text === null) fail(`No organisation with id ${id.data}`);
      if (output) await writeFile(path(output), text);
      else process.stdout.write(text);
      return;
    }
    if (!file?.ok) return;
    // The server's own plan and apply: audited as this command line's user, and announced so
    // that running servers (PostgreSQL) drop what it changed at commit.
    const configChanges = await startConfigChanges({
      db: handle.db,
      redis: config.redis,
      logger: quietLogger,
    });
    try {
      const operatorFiles = createOperatorFileService({
        db: handle.db,
        configChanges,
        now: () => new Date(),
        refusal: (tx) => sandboxRefusal(tx, config),
        variable: config.paymentAccounts.variable,
      });
      outcome =
        command === 'plan'
          ? await operatorFiles.plan(file.file)
          : await operatorFiles.apply(file.file, cliActor());
    } finally {
      await configChanges.close();
    }
    if (!outcome) return;
    process.stdout.write(`${planText(outcome.changes)}\n`);
    for (const warning of outcome.warnings) {
      process.stderr.write(`Warning: ${warning}\n`);
    }
    if (outcome.problems.length > 0) {
      fail(
        `Refused; nothing was changed:\n${outcome.problems.map((problem) => `  ${problem}`).join('\n')}`,
      );
    }
    const count = outcome.changes.length;
    process.stdout.write(
      command === 'plan'
        ? `Plan: ${count} change${count === 1 ? '' : 's'}; nothing was changed.\n`
        : `Applied ${count} change${count === 1 ? '' : 's'} to organisation ${outcome.organizationId}.\n`,
    );
  } finally {
    await handle.close();
  }
}

await main(process.argv.slice(2));
