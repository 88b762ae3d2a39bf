import { buildApp } from './app.js';
import { linksBaseUrl } from './config.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemo } from './db/seed/index.js';
import { withStartupLock } from './db/startup-lock.js';
import { createLogger } from './logging/index.js';
import { sandboxRefusal } from './sandbox-refusal.js';
import { startBanner } from './start-banner.js';
import { fail, loadConfigOrFail, openDatabaseOrFail } from './startup-failure.js';

/** How long past SHUTDOWN_TIMEOUT_MS the process waits for its close before it just exits. */
const FORCED_EXIT_GRACE_MS = 5000;

async function main() {
  const config = loadConfigOrFail(process.env);
  const logger = createLogger(config.logLevel);
  const handle = await openDatabaseOrFail(config);
  // Instances starting together on one PostgreSQL take turns (db/startup-lock.ts).
  await withStartupLock(handle.db, async () => {
    await migrateDatabase(handle);
    if (config.seedDemo) {
      const { rows } = await seedDemo(handle.db);
      logger.info({ rows }, 'demo data seeded');
    }
  });
  const refusal = await sandboxRefusal(handle.db, config);
  if (refusal) {
    await handle.close();
    fail(refusal);
  }

  const app = await buildApp({ config, db: handle.db, logger });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second Ctrl-C: whoever presses it twice wants out now.
      logger.warn({ signal }, 'second signal: stopping without draining');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    // app.close() drains within SHUTDOWN_TIMEOUT_MS and then cuts what is left
    // (plugins/drain.ts); this is for a close that hangs even so (a database gone silent).
    setTimeout(() => {
      logger.error('shutdown did not finish: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + FORCED_EXIT_GRACE_MS).unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await handle.close();
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE')
      fail(`Port ${config.port} is already in use: set PORT to a free port.`);
    if (code === 'EACCES')
      fail(`Not allowed to listen on port ${config.port}: set PORT above 1023.`);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = linksBaseUrl(config, port);
  process.stdout.write(
    startBanner(config, url, { database: handle.kind, location: handle.location }),
  );
}

main().catch((error: unknown) => {
  // Unexpected: this one deserves its stack.
  console.error(error);
  process.exit(1);
});
