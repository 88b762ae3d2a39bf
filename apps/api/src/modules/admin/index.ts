/** What app.ts uses of the admin API (README.md of modules/). */
export { adminRoutes } from './routes.js';
