/** What the rest of the API may use of the development mailbox (modules/README.md). */
export { mailboxAudience } from './access.js';
export { devMailboxPlugin } from './plugin.js';
