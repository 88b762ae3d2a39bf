/** What the rest of the API may use of the operator keys (README.md of modules/). */
export { bearerKeyOf, generateOperatorKey } from './api-key.js';
export { authenticateOperatorKey } from './authenticate.js';
export {
  createOperatorApiKey,
  createOperatorKey,
  gateKeyRequest,
  revokeOperatorApiKey,
} from './create-key.js';
export { issueOperatorKey, withdrawOperatorKey } from './issue.js';
export { listOperatorKeys } from './list-keys.js';
export {
  createOperatorAuth,
  OPERATOR_KEY_REFUSED,
  type OperatorAuth,
  operatorOf,
} from './require-scope.js';
