// Bulk loading for bench/similar-plates.ts: a million stays and their similar-plate keys in
// batches of unnest() inserts, with the secondary indexes and the key table's constraints
// dropped during the load and built again after it from their own definitions (so the
// database measured has exactly the migrations' indexes).
import type pg from 'pg';

type Definition = { name: string; def: string };

/** The stays' indexes other than the primary key, and every index and constraint of the keys. */
async function droppable(client: pg.Client) {
  const indexes = await client.query<Definition>(`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid in ('stay'::regclass, 'stay_plate_key'::regclass)
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  const constraints = await client.query<Definition>(`
    select conname as name, pg_get_constraintdef(oid) as def
    from pg_constraint
    where conrelid = 'stay_plate_key'::regclass and contype in ('p', 'f')
    order by contype desc`);
  return { indexes: indexes.rows, constraints: constraints.rows };
}

/** Runs `load` with those indexes and constraints dropped, then builds them again. */
export async function withoutSecondaryIndexes(client: pg.Client, load: () => Promise<void>) {
  const { indexes, constraints } = await droppable(client);
  for (const { name } of constraints) {
    await client.query(`alter table stay_plate_key drop constraint "${name}"`);
  }
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  await load();
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const { def } of indexes) await client.query(def);
  // Primary key first ('p' sorts after 'f', hence desc above), then the foreign key.
  for (const { name, def } of constraints) {
    await client.query(`alter table stay_plate_key add constraint "${name}" ${def}`);
  }
}

export type LoadedStay = { id: string; placeId: string; plate: string; actualStart: string };

/** Inserts stays of one customer and their keys (`keysOf`) in one statement. */
export async function insertStaysWithKeys(
  client: pg.Client,
  customerId: string,
  stays: LoadedStay[],
  keysOf: (plate: string) => string[],
) {
  await client.query(
    `with input as (
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[], $5::text[])
         as t(id, place_id, plate, actual_start, keys)
     ), stays as (
       insert into stay (id, customer_id, place_id, gated_tariff_id, plate, actual_start, entry_confidence)
       select id, $6, place_id,
         (select g.id from gated_tariff g where g.place_id = input.place_id and g.retired_at is null
           order by g.valid_from desc limit 1),
         plate, actual_start, 0.9 from input
     )
     insert into stay_plate_key (stay_id, customer_id, key)
     select id, $6, unnest(string_to_array(keys, ',')) from input`,
    [
      stays.map((s) => s.id),
      stays.map((s) => s.placeId),
      stays.map((s) => s.plate),
      stays.map((s) => s.actualStart),
      stays.map((s) => keysOf(s.plate).join(',')),
      customerId,
    ],
  );
}

/** `count` more gated lots of the customer of `placeId`: copies of it and of its tariff. */
export async function copyGatedLot(client: pg.Client, placeId: string, count: number) {
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    await client.query('create temp table lot as select * from place where id = $1', [placeId]);
    // A place's key is unique in its organisation (its operator file's slug, decision 089).
    await client.query(
      `update lot set id = gen_random_uuid(), name = name || ' ' || $1, key = key || '-' || $1`,
      [n],
    );
    const { rows } = await client.query<{ id: string }>(
      'insert into place select * from lot returning id',
    );
    const id = rows[0]?.id as string;
    await client.query(
      'create temp table tariff as select * from gated_tariff where place_id = $1',
      [placeId],
    );
    await client.query('update tariff set id = gen_random_uuid(), place_id = $1', [id]);
    await client.query('insert into gated_tariff select * from tariff');
    await client.query('drop table lot, tariff');
    ids.push(id);
  }
  return ids;
}
