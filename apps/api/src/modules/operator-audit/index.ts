/** What the rest of the API may use of the operator audit (README.md of modules/). */
export { listAudit } from './list.js';
export { type AuditActor, recordAudit } from './record.js';
