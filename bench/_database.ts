import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/client.ts';

/** The PostgreSQL server the benches measure: DATABASE_URL, else this machine's. */
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A new, empty database on that server for one bench; drop() removes it. */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(POSTGRES_URL);
  admin.pathname = '/postgres';
  const name = `parking_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * The bench's database as one in use: its statistics counted after the warm-up. A new database
 * is seconds old when measured, and its tables were empty when its prepared statements were
 * first planned; in use, autovacuum (PostgreSQL, within its first minute) or the embedded
 * maintenance (PGlite, decision 103) counts them, and the plans follow (on 29 November a
 * booking's hold took 0.92 ms of the server's time on the new database's plan, 0.33 ms after).
 */
export async function analyzeAsInUse(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`analyze`);
}
