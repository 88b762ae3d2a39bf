import { describe, expect, it } from 'vitest';
import { createDatabase, DatabaseConnectionError, describePostgresUrl } from './client.js';

describe('createDatabase', () => {
  it('names host, port and database, never the password, when PostgreSQL is unreachable', async () => {
    const attempt = createDatabase({
      databaseUrl: 'postgres://app:secret@127.0.0.1:1/parking',
      dataDir: '/unused',
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseConnectionError);
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to the database at 127\.0\.0\.1:1\/parking: .*ECONNREFUSED/,
    );
    await expect(attempt).rejects.not.toThrow(/secret/);
  });

  it('describes a URL without its credentials', () => {
    expect(describePostgresUrl('postgresql://u:p@db.internal/app')).toBe('db.internal:5432/app');
  });
});
