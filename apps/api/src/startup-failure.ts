import { type Config, ConfigError, loadConfig } from './config.js';
import { createDatabase, DatabaseConnectionError, type DatabaseHandle } from './db/client.js';

/** A failure the operator can fix: one line on stderr, exit 1, no stack trace. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The configuration from the environment, or the line saying which variable is wrong. */
export function loadConfigOrFail(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** The database the configuration names, or the line saying why it cannot be reached. */
export async function openDatabaseOrFail(config: Config): Promise<DatabaseHandle> {
  try {
    return await createDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseConnectionError) fail(error.message);
    throw error;
  }
}
