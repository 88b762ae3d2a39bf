import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0021 (versioned gated tariffs, issue 25) on a database as the migrations before it
 * left it: each existing tariff becomes its place's first version and every stay, open or
 * closed, names it; nothing is lost. Its own in-memory PGlite: the schema before 0021 is needed.
 */
const DRIZZLE = new URL('../../drizzle/', import.meta.url);
const TAG = '0021_gated_tariff_versions';
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', DRIZZLE), 'utf8')) as {
  entries: { tag: string }[];
};
const statementsOf = (tag: string) =>
  readFileSync(new URL(`${tag}.sql`, DRIZZLE), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

const ORG = '00000000-0000-4000-8000-000000000001';
const CUSTOMER = '00000000-0000-4000-8000-000000000002';
const LOTS = ['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004'];
const STAYS = ['00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000006'];

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  const before = journal.entries.map((entry) => entry.tag);
  for (const tag of before.slice(0, before.indexOf(TAG))) {
    for (const statement of statementsOf(tag)) await db.exec(statement);
  }
  await db.exec(`
    insert into organization (id, name, default_currency_code, default_country_code)
      values ('${ORG}', 'Org', 'EUR', 'ES');
    insert into customer (id, organization_id, name) values ('${CUSTOMER}', '${ORG}', 'Op');
    insert into place (id, customer_id, name)
      values ('${LOTS[0]}', '${CUSTOMER}', 'Lot A'), ('${LOTS[1]}', '${CUSTOMER}', 'Lot B');
    insert into gated_tariff (place_id, steps, then_every_minutes, then_amount_minor, daily_cap_minor, currency_code)
      values ('${LOTS[0]}', '[{"upToMinutes":60,"amountMinor":250}]', 60, 150, 2500, 'EUR'),
             ('${LOTS[1]}', '[]', 30, 100, 1000, 'EUR');
    insert into stay (id, customer_id, place_id, plate, actual_start, actual_end) values
      ('${STAYS[0]}', '${CUSTOMER}', '${LOTS[0]}', 'OPEN1', now() - interval '2 hours', null),
      ('${STAYS[1]}', '${CUSTOMER}', '${LOTS[1]}', 'LEFT1', now() - interval '3 hours', now());
  `);
  for (const statement of statementsOf(TAG)) await db.exec(statement);
});
afterAll(() => db?.close());

describe('migration 0021 on existing tariffs and stays', () => {
  it('makes each tariff its place first version, in force since 1970, with its figures', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select place_id, valid_from = '1970-01-01T00:00:00Z' as since_1970, retired_at,
              then_every_minutes, id is not null as has_id
         from gated_tariff order by place_id`,
    );
    expect(rows).toEqual([
      {
        place_id: LOTS[0],
        since_1970: true,
        retired_at: null,
        then_every_minutes: 60,
        has_id: true,
      },
      {
        place_id: LOTS[1],
        since_1970: true,
        retired_at: null,
        then_every_minutes: 30,
        has_id: true,
      },
    ]);
  });

  it('names the version of its place on every stay, open or closed', async () => {
    const { rows } = await db.query<{ id: string; same_place: boolean }>(
      `select s.id, g.place_id = s.place_id as same_place
         from stay s join gated_tariff g on g.id = s.gated_tariff_id order by s.id`,
    );
    expect(rows).toEqual([
      { id: STAYS[0], same_place: true },
      { id: STAYS[1], same_place: true },
    ]);
  });

  it('keeps one version per place and instant, and a stay always names one', async () => {
    await expect(
      db.exec(
        `insert into gated_tariff (place_id, valid_from, steps, then_every_minutes, then_amount_minor, daily_cap_minor, currency_code)
           values ('${LOTS[0]}', '1970-01-01T00:00:00Z', '[]', 60, 0, 0, 'EUR')`,
      ),
    ).rejects.toThrow(/gated_tariff_place_valid_from_key/);
    await expect(
      db.exec(
        `insert into stay (customer_id, place_id, plate, actual_start)
           values ('${CUSTOMER}', '${LOTS[0]}', 'NONE1', now())`,
      ),
    ).rejects.toThrow(/gated_tariff_id/);
  });
});
