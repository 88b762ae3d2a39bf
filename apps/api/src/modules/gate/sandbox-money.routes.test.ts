import { ExitPermissionSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { gateCall } from '#test/gate-helpers.js';
import { buyer, requestInvoice } from '#test/invoice-helpers.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import {
  answerFor,
  generateRedirect,
  paymentsOfStay,
  postForm,
  sol,
} from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createTestDatabase } from '#test/test-database.js';

/**
 * Issue 22 point 6 (docs/decisions/073): a notification signed with the redirect sandbox's
 * published key, and no card at all, paid 1234BCD and opened the gate. A demo may do so; the
 * same database under a public server (not in sandbox mode) owes that money again.
 */

let database: DatabaseHandle;
let demo: TestServer;
let publicServer: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  demo = await startTestServer({ database });
  publicServer = await startTestServer({
    database,
    env: { PUBLIC_URL: 'https://park.example', SMTP_URL: 'smtp://127.0.0.1:1' },
  });
});
afterAll(async () => {
  await publicServer?.close();
  await demo?.close();
  await database?.close();
});

const stayId = sol.gatedLot.openStayId;
const plate = sol.gatedLot.plateWithStay;

async function mayLeave(server: TestServer) {
  const path = `/places/${sol.gatedLotId}/exit-permission?licensePlate=${plate}`;
  const result = await gateCall(server, path, { key: sol.gatedLot.gateApiKey });
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return ExitPermissionSchema.strict().parse(result.body);
}

describe('money taken by a sandbox', () => {
  let orderId: string;

  it('pays a stay on a demo server: a forged notification, no card, and the gate opens', async () => {
    expect((await mayLeave(demo)).allowed).toBe(false);
    const start = await generateRedirect(demo, stayId);
    orderId = start.orderId;
    const notified = await postForm(demo, '/api/redirect/notification', answerFor(start));
    expect(notified.status).toBe(200);
    const payments = await paymentsOfStay(demo, stayId);
    expect(payments).toEqual([expect.objectContaining({ id: orderId, sandbox: true })]);
    expect(await mayLeave(demo)).toMatchObject({ allowed: true, reason: 'PAID_WITHIN_GRACE' });
  });

  it('does not open the gate of a public server that is not in sandbox mode', async () => {
    const permission = await mayLeave(publicServer);
    expect(permission).toMatchObject({ allowed: false, reason: 'AMOUNT_DUE' });
    expect(permission.amountDueMinor).toBeGreaterThan(0);
  });

  it('is not invoiced by a public server that is not in sandbox mode', async () => {
    const result = await requestInvoice(publicServer, { orderId, ...buyer }, sol.id);
    expectError(result, 400, /nothing to invoice/);
  });

  it('is still owed in the stay lookup of a public server', async () => {
    const path = `/api/customer/${sol.id}/session/${stayId}`;
    const onDemo = (await getJson(demo, path)).body as { amountDueMinor: number };
    expect(onDemo.amountDueMinor).toBe(0);
    const onPublic = (await getJson(publicServer, path)).body as { amountDueMinor: number };
    expect(onPublic.amountDueMinor).toBeGreaterThan(0);
  });
});
