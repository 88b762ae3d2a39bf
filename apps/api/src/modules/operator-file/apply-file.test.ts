import {
  canonicalFile,
  type OperatorFile,
  type OperatorFileInput,
  parseOperatorFile,
  problemsText,
} from '@parking/domain/operator-file';
import { operatorFileArbitrary } from '@parking/domain/testing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { payment, place, rate, rateLine } from '#api/db/schema/index.js';
import { demoOrganizationId, rateLineIdOf } from '#api/db/seed/demo-extra-ids.js';

import { createTestDatabase } from '#test/test-database.js';
import { applyOperatorFile } from './apply-file.js';
import { readOrganizationFile } from './read-file.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const fileOf = (input: OperatorFileInput): OperatorFile => {
  const parsed = parseOperatorFile(input);
  if (!parsed.ok) throw new Error(problemsText(parsed.problems));
  return parsed.file;
};
const apply = (file: OperatorFile, dryRun = false) =>
  applyOperatorFile(database.db, file, { dryRun });
const demo = async () => {
  const stored = await readOrganizationFile(database.db, demoOrganizationId);
  if (!stored) throw new Error('no demo organisation');
  return structuredClone(stored);
};
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, field) => (key === 'id' ? undefined : field));

describe('an operator file applied to the database', () => {
  it('exports the demo organisation as a file that plans no change', async () => {
    const outcome = await apply(fileOf(await demo()), true);
    expect(outcome.problems).toEqual([]);
    expect(outcome.changes).toEqual([]);
  });

  let runs = 0;
  it('round-trips generated files: export(apply(file)) is the file, and a second apply changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(operatorFileArbitrary('round-trip'), async (input) => {
        // A new organisation each run, shrinking included.
        runs += 1;
        const file = fileOf({
          ...input,
          organization: { ...input.organization, key: `round-trip-${runs}` },
        });
        const first = await apply(file);
        expect(first.problems).toEqual([]);
        const exported = await readOrganizationFile(database.db, first.organizationId);
        expect(withoutIds(exported)).toEqual(withoutIds(canonicalFile(file)));
        const again = await apply(file);
        expect(again.changes).toEqual([]);
        const fromExport = await apply(fileOf(exported as OperatorFileInput), true);
        expect(fromExport.changes).toEqual([]);
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it('changes a price for what comes, never for what was paid; a plan changes nothing', async () => {
    const lineId = rateLineIdOf('midtown', 0);
    const file = await demo();
    const line = file.customers?.[0]?.places?.[0]?.rates?.[0]?.lines[0];
    if (!line) throw new Error('no Midtown line');
    line.value = '9.99';
    const planned = await apply(fileOf(file), true);
    expect(planned.changes.map((c) => `${c.action} ${c.path}`)).toEqual([
      `change customers.${file.customers?.[0]?.key}.places.${file.customers?.[0]?.places?.[0]?.key}.rates.${file.customers?.[0]?.places?.[0]?.rates?.[0]?.key}.lines.${line.key}`,
    ]);
    const storedValue = async () =>
      (
        await database.db
          .select({ v: rateLine.valueMinor })
          .from(rateLine)
          .where(eq(rateLine.id, lineId))
      )[0]?.v;
    expect(await storedValue()).toBe(300);
    expect((await apply(fileOf(file))).applied).toBe(true);
    expect(await storedValue()).toBe(999);
  });

  it('refuses to remove a place drivers used, and changes nothing', async () => {
    const before = await demo();
    const file = structuredClone(before);
    file.customers?.[0]?.places?.shift();
    const outcome = await apply(fileOf(file));
    expect(outcome.applied).toBe(false);
    expect(outcome.problems.join('\n')).toMatch(
      /places\.midtown.*cannot be removed.*EXCEPTION period/,
    );
    expect(await demo()).toEqual(before);
  });

  it('retires a removed rate that has payments, and brings it back with its id', async () => {
    const file = await demo();
    const midtown = file.customers?.[0]?.places?.[0];
    const [paid] = await database.db
      .select({ rateId: rateLine.rateId })
      .from(payment)
      .innerJoin(rateLine, eq(rateLine.id, payment.rateLineId))
      .innerJoin(rate, eq(rate.id, rateLine.rateId))
      .where(eq(rate.placeId, midtown?.id ?? ''))
      .limit(1);
    const position = midtown?.rates?.findIndex((r) => r.id === paid?.rateId) ?? -1;
    const [removed] = midtown?.rates?.splice(position, 1) ?? [];
    if (!removed?.id || position < 0) throw new Error('no paid rate at Midtown');
    const outcome = await apply(fileOf(file));
    expect(outcome.problems).toEqual([]);
    expect(outcome.changes.map((c) => c.action)).toContain('remove');
    const [retired] = await database.db
      .select({ active: rate.active })
      .from(rate)
      .where(eq(rate.id, removed.id));
    expect(retired?.active).toBe(false);
    expect(
      (await demo()).customers?.[0]?.places?.[0]?.rates?.some((r) => r.id === removed.id),
    ).toBe(false);
    midtown?.rates?.splice(position, 0, { ...removed, id: undefined });
    const back = await apply(fileOf(file));
    expect(back.changes.find((c) => c.path.endsWith(`rates.${removed.key}`))?.id).toBe(removed.id);
    const [active] = await database.db
      .select({ active: rate.active })
      .from(rate)
      .where(eq(rate.id, removed.id));
    expect(active?.active).toBe(true);
  });

  it('refuses a currency change while paid sessions are running', async () => {
    const file = await demo();
    if (file.organization) file.organization.currency = 'EUR';
    const outcome = await apply(fileOf(file));
    expect(outcome.problems.join('\n')).toMatch(
      /organization\.currency: cannot change from USD while \d+ paid sessions/,
    );
    expect((await demo()).organization.currency).toBe('USD');
  });

  it("refuses another organisation's ids", async () => {
    const theirs = (await demo()).customers?.[0]?.places?.[0]?.id;
    const outcome = await apply(
      fileOf({
        organization: { key: 'intruder', name: 'Intruder', currency: 'USD', country: 'US' },
        customers: [
          { key: 'i', name: 'I', places: [{ key: 'stolen', id: theirs, name: 'Mine now' }] },
        ],
      }),
    );
    expect(outcome.problems).toEqual([
      `customers.i.places.stolen.id: ${theirs} is already used by another organisation`,
    ]);
    const [row] = await database.db
      .select({ name: place.name })
      .from(place)
      .where(eq(place.id, theirs ?? ''));
    expect(row?.name).toBe('Midtown Garage');
  });

  it('rolls back everything when the new configuration is refused (a sandbox on a public server)', async () => {
    const file = fileOf({
      organization: { key: 'refused-co', name: 'Refused', currency: 'USD', country: 'US' },
      customers: [{ key: 'r', name: 'R', places: [{ key: 'p', name: 'P' }] }],
    });
    const outcome = await applyOperatorFile(database.db, file, {
      dryRun: false,
      refusal: async () => 'Refusing: sandbox',
    });
    expect(outcome).toMatchObject({ applied: false, problems: ['Refusing: sandbox'] });
    expect((await apply(file, true)).changes.map((c) => c.action)).toEqual(['add', 'add', 'add']);
  });

  it('serialises two applies of one organisation: one whole file wins, never a mix', async () => {
    const version = (places: string[]) =>
      fileOf({
        organization: { key: 'race-co', name: 'Race', currency: 'USD', country: 'US' },
        customers: [
          { key: 'r', name: 'R', places: places.map((key) => ({ key, name: key.toUpperCase() })) },
        ],
      });
    const [a, b] = await Promise.all([apply(version(['a', 'b'])), apply(version(['a', 'c']))]);
    expect([a.problems, b.problems]).toEqual([[], []]);
    const stored = await readOrganizationFile(database.db, a.organizationId);
    const keys = stored?.customers?.[0]?.places?.map((p) => p.key);
    expect([
      ['a', 'b'],
      ['a', 'c'],
    ]).toContainEqual(keys);
  });

  it('moves every rate to a new currency when nothing is live, with the new decimals', async () => {
    const version = (currency: string, value: string) =>
      fileOf({
        organization: { key: 'currency-co', name: 'Currency', currency, country: 'US' },
        customers: [
          {
            key: 'c',
            name: 'C',
            places: [
              {
                key: 'p',
                name: 'P',
                rates: [{ key: 'r', name: 'R', lines: [{ key: 'l', value, durationMinutes: 60 }] }],
              },
            ],
          },
        ],
      });
    const first = await apply(version('USD', '2.50'));
    expect(first.problems).toEqual([]);
    const stored = async () => {
      const [row] = await database.db
        .select({ currency: rate.currencyCode, minor: rateLine.valueMinor })
        .from(rate)
        .innerJoin(rateLine, eq(rateLine.rateId, rate.id))
        .innerJoin(place, eq(place.id, rate.placeId))
        .where(eq(place.key, 'p'));
      return row;
    };
    expect(await stored()).toEqual({ currency: 'USD', minor: 250 });
    const euros = await apply(version('EUR', '2.50'));
    expect(euros.changes.map((c) => c.path)).toEqual(['organization']);
    expect(await stored()).toEqual({ currency: 'EUR', minor: 250 });
    expect((await apply(version('JPY', '300'))).problems).toEqual([]);
    expect(await stored()).toEqual({ currency: 'JPY', minor: 300 });
  });
});
