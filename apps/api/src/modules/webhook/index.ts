/** What the rest of the API may use of the processors' webhooks (modules/README.md). */

export { createKnownCardAccounts } from './known-accounts.js';
export { webhookRoutes } from './routes.js';
