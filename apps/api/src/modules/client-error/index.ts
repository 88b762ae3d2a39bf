/** What the rest of the API may use of the web's error reports (modules/README.md). */
export { clientErrorRoutes } from './routes.js';
