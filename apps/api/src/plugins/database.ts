import type { Database } from '../db/client.js';
import { globalPlugin } from './global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database; services receive it, routes should not query it directly. */
    db: Database;
  }
}

/** The app borrows the database: whoever opened it (server.ts, a test) closes it. */
export const databasePlugin = globalPlugin<{ db: Database }>('database', async (app, { db }) => {
  app.decorate('db', db);
});
