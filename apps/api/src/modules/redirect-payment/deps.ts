import type { Database } from '../../db/client.js';
import type { RedirectGateways } from '../../redirect-gateways/index.js';

/** What the redirect kind's calls need: passed to each function, no service closure. */
export type RedirectDeps = {
  db: Database;
  gateways: RedirectGateways;
  now: () => Date;
};
