import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';

const dialect = new PgDialect();

/**
 * A raw statement prepared once (named on PostgreSQL: parsed and planned once per connection),
 * answering its rows as the driver reads them (snake_case columns): for statements the query
 * builder cannot express with placeholders, such as a batch of rows given as one JSON value.
 */
export function prepareRows<Row>(db: Database, statement: SQL, name: string) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return async (params: Record<string, unknown>): Promise<Row[]> =>
    ((await prepared.execute(params)) as { rows: Row[] }).rows;
}
