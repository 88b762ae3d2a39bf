/** What the rest of the API may use of the development mailbox (modules/README.md). */
export { mailboxAudience } from './access.js';
export { MAILBOX_PATH, mailboxRoutes } from './routes.js';
