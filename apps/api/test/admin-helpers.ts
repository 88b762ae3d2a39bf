import type { OperatorScope } from '@parking/domain';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.js';
import {
  DEMO_IDS,
  demoOrganizationId,
  secondOrganizationId,
} from '../src/db/seed/demo-extra-ids.js';
import { createOperatorKey } from '../src/modules/operator-key/index.js';
import type { HttpServer } from './payment-helpers.js';

/** The demo's two operators: organisation and its customer (each organisation has one). */
export const OPERATORS = {
  demo: { organizationId: demoOrganizationId, customerId: DEMO_IDS.customer.id },
  sol: { organizationId: secondOrganizationId, customerId: DEMO_IDS.secondCustomer.id },
} as const;

/** A new key, straight into the database as the CLI makes it; its plain text for the calls. */
export async function createKey(
  db: Database,
  options: {
    organizationId: string;
    customerId?: string | null;
    scopes: OperatorScope[];
    label?: string;
  },
) {
  const created = await createOperatorKey(db, {
    organizationId: options.organizationId,
    customerId: options.customerId ?? null,
    scopes: options.scopes,
    label: options.label ?? `test ${options.scopes.join(' ')}`,
  });
  return { id: created.id, key: created.key, prefix: created.prefix };
}

export type AdminRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
};

/** A call to /api/admin/* with a bearer key (or none); JSON in, JSON out. */
export async function adminCall(
  server: HttpServer,
  route: AdminRoute,
  options: { key?: string | null; authorization?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (route.body !== undefined) headers['content-type'] = 'application/json';
  const response = await server.request(`/api/admin${route.path}`, {
    method: route.method,
    headers,
    ...(route.body !== undefined ? { body: JSON.stringify(route.body) } : {}),
  });
  const text = await response.text();
  return { response, text, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/**
 * The cross-operator rule of every admin route (issue 25): called with operator X's key, each
 * route either refuses (404, or 403 when the scope is lacking) or answers without one string of
 * operator Y's (its organisation, customer, key and row ids: `foreign`), and Y's state (as
 * `snapshot` reads it) is the same afterwards. A route that reads or changes one of Y's rows
 * by id is listed with that id in its path, a list route as it is; a new admin route adds its
 * line to the table of admin-cross-operator.routes.test.ts.
 */
export async function expectCrossOperatorRefused(
  server: HttpServer,
  options: {
    key: string;
    foreign: string[];
    routes: AdminRoute[];
    snapshot: () => Promise<unknown>;
  },
) {
  expect(options.foreign.length).toBeGreaterThan(0);
  const before = await options.snapshot();
  for (const route of options.routes) {
    const answer = await adminCall(server, route, { key: options.key });
    const where = `${route.method} ${route.path}: ${answer.response.status}`;
    if (answer.response.ok) {
      for (const id of options.foreign) expect(answer.text, where).not.toContain(id);
    } else {
      expect([403, 404], where).toContain(answer.response.status);
    }
  }
  expect(await options.snapshot()).toEqual(before);
}
