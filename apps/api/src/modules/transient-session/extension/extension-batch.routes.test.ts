import { getCoveredPeriod, type Rate } from '@parking/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedRight } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { generateExtension, paidSession } from '#test/extension-helpers.js';
import {
  extensionRateNamed,
  postJson,
  rateBody,
  rateNamed,
  resumeOf,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// Decision 104: extensions without a phone settle in batches, each right bumped once a statement.

const midtown = DEMO_IDS.places.transientOpen.id;
const MINUTE = 60_000;

let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  server = await startTestServer();
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(() => server?.close());

/** A '+30 min' extension of the right generated, ready to pay: its intent id. */
async function plus30Intent(assignedRightId: string): Promise<string> {
  const plus30 = await extensionRateNamed(server, midtown, assignedRightId, '+30 min');
  const generated = await generateExtension(
    server,
    'card-intent',
    assignedRightId,
    rateBody(midtown, plus30),
  );
  expect(generated.response.status, JSON.stringify(generated.body)).toBe(200);
  return (generated.body as { id: string }).id;
}

describe('extensions of many rights paid at once', () => {
  it('extends each right by its own half hour, twice for the right extended from two tabs', async () => {
    const plates = Array.from({ length: 12 }, (_, n) => `XB${String(n).padStart(2, '0')}`);
    const rights = await Promise.all(
      plates.map((plate) => paidSession(server, midtown, oneHour, plate)),
    );
    const before = await Promise.all(
      rights.map(async (id) => getCoveredPeriod(await resumeOf(server, midtown, id))),
    );
    // Every right once, and the first one a second time (another tab), all paid together. The
    // first call settles alone; the two of one right come next, with the calls that queue
    // behind it: a batch may not take both.
    const order = [1, 0, 0, ...[...rights.keys()].slice(2)];
    const extensions = await Promise.all(
      order.map(async (index) => {
        const id = rights[index] as string;
        return { index, id, intent: await plus30Intent(id) };
      }),
    );
    const results = await Promise.all(
      extensions.map(({ index, id, intent }) =>
        postJson(server, '/api/card-intent/process-payment-on-demand-extension', {
          paymentIntentId: intent,
          paymentMethodId: 'pm_card_visa',
          licensePlate: plates[index],
        }).then((result) => ({ result, id })),
      ),
    );
    for (const { result, id } of results) {
      expect(result.response.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.assignedRightId).toBe(id);
    }
    for (const [index, id] of rights.entries()) {
      const after = getCoveredPeriod(await resumeOf(server, midtown, id));
      const added = (after?.end.getTime() ?? 0) - (before[index]?.end.getTime() ?? 0);
      expect(added, plates[index]).toBe((index === 0 ? 60 : 30) * MINUTE);
    }
    // A version a settled extension: the first right twice, the others once.
    const versions = await server.database.db
      .select({ id: assignedRight.id, version: assignedRight.version })
      .from(assignedRight)
      .where(inArray(assignedRight.id, rights));
    const versionOf = new Map(versions.map((row) => [row.id, row.version]));
    expect(rights.map((id) => versionOf.get(id))).toEqual(rights.map((_, n) => (n === 0 ? 2 : 1)));
  });
});
