import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Random keys made once per database by its migration, so every instance of the server shares
 * them without configuration: `client-address` keys the hash that counts a client's live holds
 * without storing its address (decision 070).
 */
export const serverKey = pgTable('server_key', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
