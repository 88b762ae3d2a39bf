/** What the rest of the API may use of the gate (README.md of modules/). */
export { gateRoutes } from './routes.js';
export { createGateService, type GateService } from './service.js';
