import { recoverMaskedPlate, SPANISH_PLATE } from '@parking/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { minutesFromNow, postEntry } from '#test/gate-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22 point 4 over HTTP (docs/decisions/071): the by-time search hands out a stay's id and
 * masked plate; a script then types plates that fit the mask and watches whether that stay is
 * listed among the similar plates, until one plate is left for the exact lookup. The limits are
 * raised here so that only the masking and the lists stand in its way; the budget is the
 * issue's 1,000 queries for one plate.
 */

const BUDGET = 1_000;
const UNLIMITED = {
  PLATE_LOOKUPS_PER_MINUTE: '10000',
  STAY_SEARCHES_PER_IP: '1000000',
  STAY_SEARCHES_PER_CUSTOMER: '1000000',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: UNLIMITED });
});
afterAll(() => server?.close());

const base = `/api/customer/${DEMO_IDS.customer.id}/session`;

async function get(path: string) {
  const response = await server.request(path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Listed = { sessionId: string; licensePlateMasked: string | null; actualStart: string };

/** The stay that entered at `enteredAt`, as the by-time search lists it. */
async function stayEnteredAt(enteredAt: string): Promise<Listed> {
  const at = Date.parse(enteredAt);
  const from = encodeURIComponent(new Date(at - 60_000).toISOString());
  const to = encodeURIComponent(new Date(at + 60_000).toISOString());
  const { body } = await get(`${base}/by-time?from=${from}&to=${to}&take=20`);
  const listed = (body.data as Listed[]).find((row) => Date.parse(row.actualStart) === at);
  if (!listed?.licensePlateMasked) throw new Error('the by-time search did not list the car');
  return listed;
}

describe('recovering a masked plate by varying the typed plate (issue 22 point 4)', () => {
  it('does not converge within 1,000 queries', async () => {
    const enteredAt = minutesFromNow(-41);
    const entry = await postEntry(server, { licensePlate: '7391KPT', occurredAt: enteredAt });
    expect(entry.response.status).toBe(201);
    // Other cars inside, some with the same ending.
    for (const [i, plate] of ['7391KPR', '1234BCT', '5678LPT', '0042KKT'].entries()) {
      await postEntry(server, { licensePlate: plate, occurredAt: minutesFromNow(-50 - i) });
    }
    const target = await stayEnteredAt(enteredAt);
    expect(target.sessionId).toBe(entry.body.sessionId);

    const result = await recoverMaskedPlate({
      format: SPANISH_PLATE,
      masked: target.licensePlateMasked as string,
      budget: BUDGET,
      async listed(typed) {
        const { status, body } = await get(`${base}/similar?plateId=${typed}&take=20`);
        expect(status).toBe(200);
        // A hit tells what the list shows of the target too (decision 083): the attacker uses it.
        const hit = (body.data as Listed[]).find((row) => row.sessionId === target.sessionId);
        return hit ? (hit.licensePlateMasked ?? true) : false;
      },
      async confirm(plate) {
        const response = await server.request(`${base}/lookup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ licensePlate: plate }),
        });
        const body = (await response.json()) as Record<string, unknown>;
        return response.status === 200 && body.sessionId === target.sessionId;
      },
    });
    expect(result, `recovered ${result.plate} in ${result.queries} queries`).toEqual({
      plate: null,
      queries: BUDGET,
    });
  }, 300_000);
});
