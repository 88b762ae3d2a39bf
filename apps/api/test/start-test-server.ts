import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { CardProcessorLookup } from '../src/modules/payment/index.js';
import { createTestDatabase } from './test-database.js';

/** The carding limits out of the way (as many as the configuration allows). */
const UNLIMITED_CARDING = {
  CARD_ATTEMPTS_PER_IP: '1000000',
  CARD_METHODS_PER_PAYMENT: '1000',
  CARD_DECLINES_PER_IP: '1000000',
  CARD_INTENTS_PER_IP: '1000000',
  SANDBOX_REQUESTS_PER_IP: '1000000',
  // Not a carding figure, but the same reason: every driver is 127.0.0.1 (decision 070).
  HOLDS_PER_CLIENT_AT_PLACE: '1000000',
} as const;

/** The stay searches' budget out of the way: every test driver searches from 127.0.0.1. */
const UNLIMITED_STAY_SEARCHES = {
  STAY_SEARCHES_PER_IP: '1000000',
  STAY_SEARCHES_PER_CUSTOMER: '1000000',
} as const;

/** The product's carding figures: empty values are unset, so config.ts's defaults apply. */
export const PRODUCT_CARDING = Object.fromEntries(
  Object.keys(UNLIMITED_CARDING).map((name) => [name, '']),
);

export type TestServer = {
  /** http://<host>:<port> (127.0.0.1 unless the test chose another), no trailing slash. */
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** fetch() relative to the server. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

/**
 * The real app on a real port, for tests that speak HTTP like the browser does. Call once per
 * file (beforeAll): the database is created per file, never per test.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    /** Share one database between servers of a file; the caller closes it. */
    database?: DatabaseHandle;
    logger?: Logger;
    /** Extra routes for the test, added before the server starts listening. */
    routes?: (app: FastifyInstance) => void;
    /** The payment core's clock (buildApp's `now`). */
    now?: () => Date;
    /** Card processors in place of the configured ones. */
    cardProcessors?: CardProcessorLookup;
    /** The IPv4 address to listen on: 127.0.0.1 unless a test needs a non-loopback peer. */
    host?: string;
  } = {},
): Promise<TestServer> {
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // No web build unless a test brings one: the API must not depend on apps/web/dist.
    WEB_DIST_DIR: '/nonexistent/web-dist',
    // Every driver of a test file pays from 127.0.0.1: the carding defence would soon refuse
    // them. Its own tests (carding.routes.test.ts) set the product's figures.
    ...UNLIMITED_CARDING,
    ...UNLIMITED_STAY_SEARCHES,
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    db: database.db,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.cardProcessors ? { cardProcessors: options.cardProcessors } : {}),
  });
  options.routes?.(app);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    url,
    app,
    database,
    request: (path, init) => fetch(`${url}${path}`, init),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
