import { PERMIT_RENEWAL_GRACE_DAYS, PERMIT_RENEWAL_OPENS_DAYS_BEFORE } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import { insertPermit, permitInfo, permitPlace } from '#test/permit-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const DAY = 86_400_000;
const { permits } = DEMO_IDS;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/permit/place/{placeId}/info/{assignedRightId}', () => {
  it('gives the demo ACTIVE permit its holder, plate, rate, payments and the cycle to pay', async () => {
    const info = await permitInfo(server, permits.active);
    expect(info.status).toBe('ACTIVE');
    expect(info.assignedRight).toEqual({
      assignedRightId: permits.active,
      credential: [{ type: 'LICENSE_PLATE', localIdentifier: 'PERM001' }],
      customer: [{ name: 'Alex Morgan' }],
    });
    expect(info.rate).toMatchObject({
      name: 'Monthly permit',
      value: 120,
      valueMinor: 12000,
      serviceFee: 0,
      serviceFeeMinor: 0,
      currencyCode: 'USD',
    });
    expect(info.payments).toHaveLength(2);
    expect(info.payments.every((paid) => paid.type === 'BASE')).toBe(true);
    const latest = info.payments[0];
    expect(latest?.paymentLine).toEqual([
      { type: 'BASE', code: null, amount: 120, amountMinor: 12000 },
    ]);
    // The next cycle starts where the latest paid one ends, a calendar month later.
    expect(info.nextPeriod?.start).toBe(latest?.endPeriodCovered);
    const paidEnd = Date.parse(latest?.endPeriodCovered ?? '');
    expect(Date.parse(info.renewalWindow.opensAt)).toBe(
      paidEnd - PERMIT_RENEWAL_OPENS_DAYS_BEFORE * DAY,
    );
    expect(Date.parse(info.renewalWindow.closesAt)).toBe(paidEnd + PERMIT_RENEWAL_GRACE_DAYS * DAY);
    const length = Date.parse(info.nextPeriod?.end ?? '') - paidEnd;
    expect(length).toBeGreaterThanOrEqual(28 * DAY - 3_600_000);
    expect(length).toBeLessThanOrEqual(31 * DAY + 3_600_000);
  });

  it('gives the demo COMPLETED and EXPIRED permits their status and nothing to pay', async () => {
    const completed = await permitInfo(server, permits.completed);
    expect(completed.status).toBe('COMPLETED');
    expect(completed.nextPeriod).toBeNull();
    expect(Date.parse(completed.renewalWindow.opensAt)).toBeGreaterThan(Date.now());
    expect(completed.assignedRight.customer).toEqual([{ name: 'Sam Rivera' }]);

    const expired = await permitInfo(server, permits.expired);
    expect(expired.status).toBe('EXPIRED');
    expect(expired.nextPeriod).toBeNull();
    expect(Date.parse(expired.renewalWindow.closesAt)).toBeLessThan(Date.now());
    expect(expired.assignedRight.customer).toEqual([{ name: 'Jordan Lee' }]);
  });

  it('moves from COMPLETED to ACTIVE to EXPIRED with the paid end (7 days before, 5 after)', async () => {
    const at = async (paidUntilDays: number) =>
      (
        await permitInfo(
          server,
          await insertPermit(server.database, { plate: 'STATE1', paidUntilDays }),
        )
      ).status;
    expect(await at(7.1)).toBe('COMPLETED');
    expect(await at(6.9)).toBe('ACTIVE');
    expect(await at(-4.9)).toBe('ACTIVE');
    expect(await at(-5.1)).toBe('EXPIRED');
  });

  it('answers 404 for an unknown permit, another place, or a right that is no permit', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(
      await getJson(server, `/api/permit/place/${permitPlace}/info/${unknown}`),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
    const otherPlace = DEMO_IDS.places.transientOpen.id;
    expectError(
      await getJson(server, `/api/permit/place/${otherPlace}/info/${permits.active}`),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
    const [session] = (
      await getJson(
        server,
        `/api/assigned-right/?localIdentifier=${DEMO_IDS.plates.oneActiveSession}&placeId=${otherPlace}`,
      )
    ).body.data as { assignedRightId: string }[];
    expectError(
      await getJson(server, `/api/permit/place/${otherPlace}/info/${session?.assignedRightId}`),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
  });

  it('refuses malformed ids with 400, never a 500', async () => {
    for (const path of [
      `/api/permit/place/not-a-uuid/info/${permits.active}`,
      `/api/permit/place/${permitPlace}/info/${'x'.repeat(99)}`,
      `/api/permit/place/${permitPlace}/info/%00${permits.active.slice(1)}`,
    ]) {
      const result = await getJson(server, path);
      expect(result.response.status, path).toBe(400);
      expect(result.body).toMatchObject({ statusCode: 400 });
    }
    // Longer than any id of ours: the router's own refusal, in the one error body.
    const huge = await getJson(server, `/api/permit/place/${permitPlace}/info/${'x'.repeat(5000)}`);
    expect(huge.body).toEqual({
      message: expect.any(String),
      statusCode: 414,
      code: 'PARAMETER_TOO_LONG',
    });
  });
});
