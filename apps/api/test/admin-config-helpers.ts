import type { AdminAuditEntry, OperatorScope } from '@parking/domain';
import { expect } from 'vitest';
import { type AdminRoute, adminCall, createKey, OPERATORS } from './admin-helpers.js';
import type { HttpServer } from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

/** Sol's operator file as the admin API names its parts (operators/aparcamientos-sol.yaml). */
export const SOL = {
  customer: '/customers/aparcamientos-sol',
  place: '/customers/aparcamientos-sol/places/puerta-del-sol',
  placeId: 'c7e1d3a2-5b84-4f69-a0d2-91e8f4b6c357',
  rate: '/customers/aparcamientos-sol/places/puerta-del-sol/rates/1-hora',
} as const;

/** A key of Sol's whole organisation with both scopes, and calls made with it. */
export async function solAdmin(
  server: TestServer,
  scopes: OperatorScope[] = ['admin:read', 'admin:write'],
) {
  const key = await createKey(server.database.db, {
    organizationId: OPERATORS.sol.organizationId,
    scopes,
  });
  const call = (method: AdminRoute['method'], path: string, body?: unknown) =>
    adminCall(server, { method, path, ...(body === undefined ? {} : { body }) }, { key: key.key });
  return { ...key, call };
}

/** The audit rows newer than `since` (an entry id, or all), newest first. */
export async function auditSince(
  call: (method: 'GET', path: string) => ReturnType<typeof adminCall>,
  since: string | undefined,
) {
  const page = await call('GET', '/audit?limit=200');
  const entries = page.body.entries as AdminAuditEntry[];
  const end = since ? entries.findIndex((entry) => entry.id === since) : entries.length;
  return entries.slice(0, end === -1 ? entries.length : end);
}

/** The newest audit row's id: what `auditSince` counts from. */
export async function lastAuditId(
  call: (method: 'GET', path: string) => ReturnType<typeof adminCall>,
) {
  const page = await call('GET', '/audit?limit=1');
  return (page.body.entries as AdminAuditEntry[])[0]?.id;
}

/** A 400 of the file's routes: every problem at its path. */
export function expectProblems(
  answer: { response: Response; body: Record<string, unknown> },
  problems: { path: string; message?: RegExp }[],
) {
  expect(answer.response.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ statusCode: 400, code: 'OPERATOR_FILE_INVALID' });
  expect(typeof answer.body.message).toBe('string');
  for (const problem of problems) {
    expect(answer.body.problems).toContainEqual({
      path: problem.path,
      message: problem.message ? expect.stringMatching(problem.message) : expect.any(String),
    });
  }
}

/** The public place record, with what the place page asks for. */
export async function publicPlace(server: HttpServer, placeId: string) {
  const response = await server.request(
    `/api/customer/place/${placeId}?include=place,rate,placePeriod,closingDays,settings`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as {
    place: { timezone: string };
    rate: { name: string; value: number }[];
    placePeriod: never[];
    closingDays: { date: string }[];
  };
}
