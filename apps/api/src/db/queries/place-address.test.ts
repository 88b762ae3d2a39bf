import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from '../client.js';
import { place, placeAddress } from '../schema/index.js';
import { DEMO_IDS } from '../seed/demo-extra-ids.js';
import { firstAddressLine } from './place-address.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** A new place of the demo's first customer, with no address yet. */
async function newPlace(name: string) {
  const [row] = await database.db
    .insert(place)
    .values({ customerId: DEMO_IDS.customer.id, name, timezone: 'Europe/Madrid' })
    .returning({ id: place.id });
  if (!row) throw new Error('no place');
  return row.id;
}

describe('firstAddressLine', () => {
  it('picks the address of lowest id, whatever the order of insertion and position', async () => {
    const placeId = await newPlace('Two addresses');
    await database.db.insert(placeAddress).values([
      {
        id: 'ffffffff-0000-4000-8000-000000000001',
        placeId,
        addressLine1: 'Calle Mayor 9',
        position: 0,
      },
      {
        id: '00000000-0000-4000-8000-000000000001',
        placeId,
        addressLine1: 'Plaza Nueva 1',
        position: 1,
      },
    ]);
    expect(await firstAddressLine(database.db, placeId)).toBe('Plaza Nueva 1');
  });

  it('is null for a place without an address', async () => {
    const placeId = await newPlace('No address');
    expect(await firstAddressLine(database.db, placeId)).toBeNull();
  });
});
