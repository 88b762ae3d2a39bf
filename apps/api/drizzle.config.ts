import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @parking/api` writes a new SQL migration into drizzle/ after a
// schema change; the server applies pending migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
