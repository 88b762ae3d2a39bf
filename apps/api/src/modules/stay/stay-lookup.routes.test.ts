import { SimilarStayPageSchema, StaySessionSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, openStayId } from '#api/db/seed/demo-extra-ids.js';
import { minutesFromNow, postEntry } from '#test/gate-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * The visitor's lookups over HTTP (docs/decisions/056): a stay by id and by plate, priced now;
 * open stays a camera could have misread, masked and paged; open stays by entry time.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const customer = DEMO_IDS.customer.id;
const base = `/api/customer/${customer}/session`;

async function get(path: string) {
  const response = await server.request(path);
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the JSON they check.
  return { status: response.status, body: (await response.json()) as any };
}

/** The plate lookup: the plate in the body, never the URL (decision 072). */
async function lookup(licensePlate: string, customerId = customer) {
  const response = await server.request(`/api/customer/${customerId}/session/lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ licensePlate }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the JSON they check.
  return { status: response.status, body: (await response.json()) as any };
}

/** True when a listed plate shows nothing but characters of `typed`, in the order typed. */
function onlyTyped(typed: string, shown: string | null): boolean {
  let at = 0;
  for (const char of (shown ?? '').replaceAll('•', '')) {
    at = typed.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

describe('a stay by id and by plate', () => {
  it('prices the demo stay of 4321XYZ now', async () => {
    const { status, body } = await get(`${base}/${openStayId}`);
    expect(status).toBe(200);
    const stay = StaySessionSchema.strict().parse(body);
    // Three hours in (seeded when the test run began): 6.00 by the demo tariff, 7.50 past it.
    const due = stay.duration <= 180 ? 600 : 750;
    expect(stay).toMatchObject({
      sessionId: openStayId,
      // By id the plate is masked: a similar-plates list hands out ids (decisions 056, 071).
      credential: { type: 'LICENSE_PLATE', localIdentifier: '••••••Z' },
      status: 'OWING',
      amountDueMinor: due,
      stayAmount: due / 100,
      currencyCode: 'USD',
    });
    expect(stay.duration).toBeGreaterThanOrEqual(180);
  });

  it('finds the open stay of a plate however it is typed', async () => {
    const { status, body } = await lookup('4321 xyz');
    expect(status).toBe(200);
    expect(body.sessionId).toBe(openStayId);
    expect(body.credential.localIdentifier).toBe('4321XYZ');
  });

  it('answers a plate with no stay with the spec message', async () => {
    const { status, body } = await lookup('NOPE999');
    expect(status).toBe(404);
    expect(body).toEqual({
      message: 'License plate not found. Enter again.',
      statusCode: 404,
      code: 'PLATE_NOT_FOUND',
    });
  });

  it("does not show another customer's stay", async () => {
    const other = DEMO_IDS.secondCustomer.id;
    expect((await get(`/api/customer/${other}/session/${openStayId}`)).status).toBe(404);
    expect((await lookup('4321XYZ', other)).status).toBe(404);
  });

  it('refuses malformed ids and plates with a 400 in words', async () => {
    for (const { status, body } of [
      await get(`${base}/not-a-uuid`),
      await lookup('A'.repeat(40)),
    ]) {
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
  });
});

describe('similar plates', () => {
  it('finds the misread 4321XYZ from 4321XZY, masked, three then pages of six', async () => {
    const first = SimilarStayPageSchema.strict().parse(
      (await get(`${base}/similar?plateId=4321XZY&take=3&skip=0`)).body,
    );
    expect(first.data).toHaveLength(3);
    const all = [];
    for (let skip = 0; ; skip += 6) {
      const page = SimilarStayPageSchema.parse(
        (await get(`${base}/similar?plateId=4321XZY&take=6&skip=${skip}`)).body,
      );
      all.push(...page.data);
      if (skip / 6 + 1 >= page.totalPages) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.map((stay) => stay.sessionId)).toContain(openStayId);
    for (const stay of all) expect(onlyTyped('4321XZY', stay.licensePlateMasked)).toBe(true);
    expect(JSON.stringify(all)).not.toContain('4321XYZ');
  });

  it('lists the car of the misread 4321XY first, showing only what was typed (issue 24)', async () => {
    const first = SimilarStayPageSchema.parse(
      (await get(`${base}/similar?plateId=4321XY&take=3&skip=0`)).body,
    );
    expect(first.data[0]?.sessionId).toBe(openStayId);
    // Closest first (decision 083): a character added at the end (4321XYZ, 4321XYY: 6), then
    // one added or changed inside (8); equally close, the longest inside first.
    const all = SimilarStayPageSchema.parse(
      (await get(`${base}/similar?plateId=4321XY&take=20`)).body,
    );
    expect(all.data.map((stay) => stay.licensePlateMasked)).toEqual([
      '4321XY•', // 4321XYZ, in for 3 hours
      '4321XY•', // 4321XYY, 67 minutes
      '4321X•Y', // 4321XAY
      '4321X•', // 4321XZ
      '4321•XY', // 4321ZXY
      '4321X•Y', // 4321XZY
    ]);
    expect(JSON.stringify(all)).not.toMatch(/4321XY[YZ]|4321X[AZ]|4321ZX/);
  });

  it('shows no character that was not typed, whatever is typed', async () => {
    for (const typed of ['4321XY', '4331XZY', '4321AZY', '432XZY', '4321XZYY', '5321XZ']) {
      const page = SimilarStayPageSchema.parse(
        (await get(`${base}/similar?plateId=${typed}&take=20`)).body,
      );
      expect(page.data.length, typed).toBeGreaterThan(0);
      for (const stay of page.data) {
        expect(onlyTyped(typed, stay.licensePlateMasked), typed).toBe(true);
      }
    }
  });

  it('puts the entry nearest to actualStart first among the closest plates', async () => {
    const at = StaySessionSchema.parse((await get(`${base}/${openStayId}`)).body).actualStart;
    // 4321XYY is as close to 4321XY as 4321XYZ is: the time given decides.
    const xyy = SimilarStayPageSchema.parse(
      (await get(`${base}/similar?plateId=4321XY&take=2`)).body,
    ).data[1];
    const near = async (actualStart: string) =>
      SimilarStayPageSchema.parse(
        (
          await get(
            `${base}/similar?plateId=4321XY&take=1&actualStart=${encodeURIComponent(actualStart)}`,
          )
        ).body,
      ).data[0]?.sessionId;
    expect(await near(at)).toBe(openStayId);
    expect(await near(xyy?.actualStart ?? '')).toBe(xyy?.sessionId);
  });

  it('finds a stay the gate just reported, and nothing for an unrelated plate', async () => {
    const entry = await postEntry(server, {
      licensePlate: '9988KLM',
      occurredAt: minutesFromNow(-5),
    });
    const page = (await get(`${base}/similar?plateId=9988KML`)).body;
    expect(page.data.map((stay: { sessionId: string }) => stay.sessionId)).toEqual([
      entry.body.sessionId,
    ]);
    expect((await get(`${base}/similar?plateId=ZZZZ000`)).body).toEqual({
      data: [],
      totalPages: 0,
    });
  });
});

describe('stays by entry time', () => {
  it('lists the stays that entered in the window, nearest the middle first', async () => {
    const entered = Date.parse(
      StaySessionSchema.parse((await get(`${base}/${openStayId}`)).body).actualStart,
    );
    const from = encodeURIComponent(new Date(entered - 60_000).toISOString());
    const to = encodeURIComponent(new Date(entered + 60_000).toISOString());
    const page = SimilarStayPageSchema.parse(
      (await get(`${base}/by-time?from=${from}&to=${to}`)).body,
    );
    expect(page.data[0]?.sessionId).toBe(openStayId);
  });

  it('refuses a window of more than two hours', async () => {
    const from = encodeURIComponent(minutesFromNow(-121));
    const to = encodeURIComponent(minutesFromNow(0));
    expect((await get(`${base}/by-time?from=${from}&to=${to}`)).status).toBe(400);
  });
});
