import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
