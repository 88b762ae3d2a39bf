/** What the rest of the API may use of the gate (README.md of modules/). */
export { createOperatorApiKey, revokeOperatorApiKey } from './create-key.js';
export { gateRoutes } from './routes.js';
export { createGateService, type GateService } from './service.js';
