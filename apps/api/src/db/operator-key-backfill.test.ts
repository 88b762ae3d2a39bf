import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The migration that gave operator keys scopes and an organisation (issue 25), run on a key
 * as an older server made it: it becomes a gate key of its customer's organisation. Its own
 * PGlite, migrated up to the migration before, on either test database.
 */
const DRIZZLE = new URL('../../drizzle/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', DRIZZLE), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);
const target = tags.findIndex((tag) => tag.endsWith('_operator_key_scopes_and_audit'));

async function apply(client: PGlite, tag: string) {
  const text = readFileSync(new URL(`${tag}.sql`, DRIZZLE), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await client.exec(statement);
  }
}

const ORGANIZATION = '5a1e0000-0000-4000-8000-000000000001';
const CUSTOMER = '5a1e0000-0000-4000-8000-000000000002';
const KEY = '5a1e0000-0000-4000-8000-000000000003';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  for (const tag of tags.slice(0, target)) await apply(client, tag);
  await client.exec(`
    insert into organization (id, name, default_currency_code, default_country_code)
      values ('${ORGANIZATION}', 'Old Garages', 'EUR', 'ES');
    insert into customer (id, organization_id, name) values ('${CUSTOMER}', '${ORGANIZATION}', 'Old');
    insert into operator_api_key (id, customer_id, key_hash, label, prefix)
      values ('${KEY}', '${CUSTOMER}', repeat('a', 64), 'camera', 'gk_abcdefgh');
  `);
  await apply(client, tags[target] ?? '');
}, 60_000);
afterAll(() => client?.close());

describe('the operator key migration on a key made before it', () => {
  it('makes it a gate key of its customer, in its customer’s organisation', async () => {
    expect(target).toBeGreaterThan(0);
    const { rows } = await client.query(
      'select organization_id, customer_id, scopes, last_used_at from operator_api_key',
    );
    expect(rows).toEqual([
      {
        organization_id: ORGANIZATION,
        customer_id: CUSTOMER,
        scopes: ['gate'],
        last_used_at: null,
      },
    ]);
  });

  it('leaves no default: a new key names its scopes', async () => {
    await expect(
      client.query(
        `insert into operator_api_key (organization_id, customer_id, key_hash, label, prefix)
           values ('${ORGANIZATION}', '${CUSTOMER}', repeat('b', 64), 'new', 'gk_bbbbbbbb')`,
      ),
    ).rejects.toThrow(/scopes/);
  });
});
