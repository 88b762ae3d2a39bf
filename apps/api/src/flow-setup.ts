import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { ConfigChangeFeed } from './config-changes/index.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Messaging } from './messaging/index.js';
import type {
  CardingGuard,
  CardProcessorLookup,
  PaymentService,
  ResumeService,
} from './modules/payment/index.js';
import type { RatePricing } from './modules/rate/index.js';
import type { RedirectGateways } from './redirect-gateways/index.js';

/**
 * What app.ts gives every flow's setup.ts (decision 076): the pieces all flows share, built
 * before any flow, so that a flow's setup only adds its own.
 */
export type FlowDeps = {
  db: Database;
  config: Config;
  /** The app's clock (tests move it). */
  now: () => Date;
  logger: Logger;
  /** pg-boss: a flow defines its queues while the app is built; they start on ready. */
  jobs: JobQueue;
  messaging: Messaging;
  /** The payment core every flow takes its money through. */
  payment: PaymentService;
  /**
   * A rate line of a place priced by the server (the transient session's and the permit's
   * payments), read again once the place page's cache time has passed.
   */
  ratePricing: RatePricing;
  /** Where a flow's configuration caches subscribe, to be dropped when an operator changes it. */
  configChanges: ConfigChangeFeed;
  resume: ResumeService;
  /** The card processors (a test's stand-in, else the configured registry). */
  processors: CardProcessorLookup;
  /** The carding defence every card call sits behind. */
  carding: CardingGuard;
  redirectGateways: RedirectGateways;
  /** Base of the links in messages: PUBLIC_URL, else the address bound at listen. */
  publicBaseUrl: () => string;
  /** Where the sandboxes post their notifications: this instance's own bound address. */
  sandboxBaseUrl: () => string;
};

/** Work that runs beside the requests on every instance: started on ready, stopped before close. */
type BackgroundWork = {
  start(): void | Promise<void>;
  stop(): Promise<void>;
};

/**
 * One flow as its setup.ts builds it: the services (spread onto app.services), the background
 * work they need running, and the routes, registered under /api.
 */
export type Flow<S> = {
  services: S;
  background: BackgroundWork[];
  routes: FastifyPluginAsync;
};
