/** What the rest of the API may use of the plate lookup (modules/README.md). */
export { assignedRightRoutes } from './routes.js';
export { type AssignedRightService, createAssignedRightService } from './service.js';
