/** What the rest of the API may use of the operator files (decision 089; modules/README.md). */
export type { ApplyOutcome } from './apply-file.js';
export { exportOperatorFile } from './export-file.js';
export { readOrganizationFile } from './read-file.js';
export { MAX_FILE_BYTES, readOperatorFileText } from './read-text.js';
export { createOperatorFileService, type OperatorFileService } from './service.js';
