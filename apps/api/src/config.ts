import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** apps/web/dist, from this file in either apps/api/src or apps/api/dist. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' })
    .optional(),
  SEED_DEMO: booleanText.default(true),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').default(DEFAULT_WEB_DIST_DIR),
  PLACE_CACHE_TTL_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be 0 (no cache) or more')
    .default(30_000),
});

export type Config = {
  port: number;
  host: string;
  /**
   * Base of the links the server prints (PUBLIC_URL); unset: http://localhost:<port>, see
   * linksBaseUrl. Never used to build API responses.
   */
  publicUrl: string | undefined;
  /** PGlite files live in dataDir/pglite. */
  dataDir: string;
  /** Set: PostgreSQL through `pg`. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  placeCacheTtlMs: number;
};

/** A bad environment variable: the message names it and says what is wrong, in one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the variables once; empty strings count as unset so `PORT= npm start` keeps 3000. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // A database URL may carry a password: never echo it.
    const shown = env[name] !== undefined && name !== 'DATABASE_URL';
    const got = shown ? ` (got ${JSON.stringify(env[name])})` : '';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = parsed.data;
  const cwd = process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDistDir: isAbsolute(e.WEB_DIST_DIR) ? e.WEB_DIST_DIR : resolve(cwd, e.WEB_DIST_DIR),
    placeCacheTtlMs: e.PLACE_CACHE_TTL_MS,
  };
}

/** Where people reach the server: PUBLIC_URL, else localhost at the port actually bound. */
export function linksBaseUrl(config: Config, boundPort: number): string {
  return config.publicUrl ?? `http://localhost:${boundPort}`;
}
