export { clearOnConfigChange, placeIdBeforeBar } from './cache-invalidation.js';
export type { ConfigChangeFeed } from './config-change.js';
export { type ConfigChanges, startConfigChanges } from './config-changes.js';
export { reloadOnConfigChange } from './reload-on-change.js';
export { announceConfigChange, type ConfigTransaction } from './transaction.js';
