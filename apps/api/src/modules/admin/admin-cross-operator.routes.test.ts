import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, operatorApiKey, operatorAudit } from '#api/db/schema/index.js';
import { recordAudit } from '#api/modules/operator-audit/index.js';
import { readOrganizationFile } from '#api/modules/operator-file/index.js';
import {
  type AdminRoute,
  adminCall,
  createKey,
  expectCrossOperatorRefused,
  OPERATORS,
} from '#test/admin-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A key never reads or changes another operator's data (issue 25), on every admin route: the
 * table below lists each route as a caller would aim it at the other operator's rows. A new
 * admin route adds its lines here.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Owner = { organizationId: string; customerId: string | null };

/** An operator's rows the other must never see: a key, and audit rows of it and its customer. */
async function operatorRows(owner: { organizationId: string; customerId: string }) {
  const db = server.database.db;
  const key = await createKey(db, { ...owner, scopes: ['admin:read'], label: 'victim' });
  await recordAudit(db, { kind: 'cli', user: 'test' }, [
    { ...owner, action: 'place.update', targetType: 'place', targetKey: 'centre', after: {} },
    { ...owner, customerId: null, action: 'organization.update', targetType: 'organization' },
  ]);
  const audit = await db
    .select({ id: operatorAudit.id })
    .from(operatorAudit)
    .where(eq(operatorAudit.organizationId, owner.organizationId));
  return { key, auditIds: audit.map((row) => row.id) };
}

/** The other operator's organisation as a file: its id, a name to overwrite its own with. */
const fileOf = (organizationId: string) => ({
  organization: {
    key: 'taken-over',
    id: organizationId,
    name: 'Taken over',
    currency: 'USD',
    country: 'US',
  },
});

/** The keys of an operator's customer, place and rate in its file (operators/*.yaml). */
const FILE_KEYS = {
  demo: { customer: 'demo-parking-co', place: 'midtown', rate: '1-hour' },
  sol: { customer: 'aparcamientos-sol', place: 'puerta-del-sol', rate: '1-hora' },
};
/** The caller's own type lists: PUT back as they are, they change nothing of anyone's. */
type OwnLists = { vehicleTypes: unknown; serviceTypes: unknown };

/**
 * The routes of the file's parts, aimed at the other operator's keys. A PUT that would create
 * (a customer, place or rate absent from the caller's own organisation) only plans: it would
 * create it in the caller's own, which the snapshot would not see anyway.
 */
const partRoutesAgainst = (
  other: (typeof FILE_KEYS)['demo'],
  otherOrganizationId: string,
  own: OwnLists,
): AdminRoute[] => {
  const customer = `/customers/${other.customer}`;
  const place = `${customer}/places/${other.place}`;
  const rate = `${place}/rates/${other.rate}`;
  const rateBody = { name: 'Taken over', lines: [{ key: 'main', value: '0' }] };
  return [
    { method: 'GET', path: '/organization' },
    { method: 'PUT', path: '/organization', body: fileOf(otherOrganizationId).organization },
    { method: 'GET', path: '/vehicle-types' },
    { method: 'PUT', path: '/vehicle-types', body: own.vehicleTypes },
    { method: 'GET', path: '/service-types' },
    { method: 'PUT', path: '/service-types', body: own.serviceTypes },
    { method: 'GET', path: customer },
    { method: 'PUT', path: `${customer}?dryRun=true`, body: { name: 'Taken over' } },
    { method: 'GET', path: place },
    { method: 'PUT', path: place, body: { name: 'Taken over' } },
    { method: 'DELETE', path: place },
    { method: 'PUT', path: `${place}/periods`, body: [] },
    { method: 'PUT', path: `${place}/closing-days`, body: [] },
    { method: 'PUT', path: `${place}/settings`, body: {} },
    { method: 'PUT', path: rate, body: rateBody },
    { method: 'DELETE', path: rate },
  ];
};

/** Every admin route, aimed at the other operator's rows. */
const routesAgainst = (
  rows: Awaited<ReturnType<typeof operatorRows>>,
  otherOrganizationId = '00000000-0000-4000-8000-000000000000',
  other = FILE_KEYS.demo,
  own: OwnLists = { vehicleTypes: [], serviceTypes: [] },
): AdminRoute[] => [
  ...partRoutesAgainst(other, otherOrganizationId, own),
  { method: 'GET', path: '/keys' },
  { method: 'GET', path: '/audit' },
  { method: 'GET', path: `/audit?limit=200&before=${rows.auditIds[0]}` },
  { method: 'POST', path: `/keys/${rows.key.id}/revoke` },
  { method: 'GET', path: '/operator-file' },
  { method: 'POST', path: '/operator-file/plan', body: fileOf(otherOrganizationId) },
  { method: 'PUT', path: '/operator-file', body: fileOf(otherOrganizationId) },
];

/** The other operator's state: its keys (and whether revoked), its audit rows and its file. */
const stateOf = (owner: Owner) => async () => {
  const db = server.database.db;
  const keys = await db
    .select({ id: operatorApiKey.id, revokedAt: operatorApiKey.revokedAt })
    .from(operatorApiKey)
    .where(eq(operatorApiKey.organizationId, owner.organizationId));
  const audit = await db
    .select({ id: operatorAudit.id })
    .from(operatorAudit)
    .where(eq(operatorAudit.organizationId, owner.organizationId));
  return {
    keys: keys.sort((a, b) => a.id.localeCompare(b.id)),
    audit: audit.length,
    file: await readOrganizationFile(db, owner.organizationId),
  };
};

const foreignStrings = (owner: Owner, rows: Awaited<ReturnType<typeof operatorRows>>) => [
  owner.organizationId,
  ...(owner.customerId ? [owner.customerId] : []),
  rows.key.id,
  rows.key.prefix,
  ...rows.auditIds,
];

describe.each([
  ['Sol', 'Demo', OPERATORS.sol, OPERATORS.demo, FILE_KEYS.demo],
  ['Demo', 'Sol', OPERATORS.demo, OPERATORS.sol, FILE_KEYS.sol],
])("%s's organisation-wide key and %s's data", (_caller, _other, callerOwner, otherOwner, keys) => {
  it('is refused or answered without a trace of it, on every route', async () => {
    const rows = await operatorRows(otherOwner);
    const caller = await createKey(server.database.db, {
      organizationId: callerOwner.organizationId,
      scopes: ['admin:read', 'admin:write'],
    });
    // The caller does see its own: an empty answer would pass the rule for nothing.
    const own = await adminCall(server, { method: 'GET', path: '/keys' }, { key: caller.key });
    expect(own.text).toContain(caller.id);
    const list = async (path: string) =>
      (await adminCall(server, { method: 'GET', path }, { key: caller.key })).body;
    const lists = {
      vehicleTypes: await list('/vehicle-types'),
      serviceTypes: await list('/service-types'),
    };
    await expectCrossOperatorRefused(server, {
      key: caller.key,
      foreign: foreignStrings(otherOwner, rows),
      routes: routesAgainst(rows, otherOwner.organizationId, keys, lists),
      snapshot: stateOf(otherOwner),
    });
  });
});

describe("a key narrowed to one customer and its organisation's other customer", () => {
  it("sees and changes nothing of the other customer's, nor the organisation's own", async () => {
    const db = server.database.db;
    const [sister] = await db
      .insert(customer)
      .values({ organizationId: OPERATORS.demo.organizationId, name: 'Demo Sister Garages' })
      .returning({ id: customer.id });
    if (!sister) throw new Error('customer not inserted');
    const rows = await operatorRows(OPERATORS.demo);
    const caller = await createKey(db, {
      organizationId: OPERATORS.demo.organizationId,
      customerId: sister.id,
      scopes: ['admin:read', 'admin:write'],
    });
    await recordAudit(db, { kind: 'cli', user: 'test' }, [
      { ...OPERATORS.demo, customerId: sister.id, action: 'place.create', targetType: 'place' },
    ]);
    const audit = await adminCall(server, { method: 'GET', path: '/audit' }, { key: caller.key });
    expect(audit.body.entries).toEqual([expect.objectContaining({ action: 'place.create' })]);
    await expectCrossOperatorRefused(server, {
      key: caller.key,
      // Its own organisation's id is in its own rows; the other customer's rows are not.
      foreign: [OPERATORS.demo.customerId, rows.key.id, ...rows.auditIds],
      routes: routesAgainst(rows),
      snapshot: stateOf(OPERATORS.demo),
    });
  });
});

describe('the table above', () => {
  /** An operation's shape: its method and path with every id or {parameter} as {}. */
  const shape = (method: string, path: string) =>
    `${method.toUpperCase()} ${path.split('?')[0]?.replace(/\{[^}]+\}|[0-9a-f-]{36}/g, '{}')}`;

  it('names every admin operation of the OpenAPI document', async () => {
    const response = await server.request('/api/docs/json');
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => shape(m, path)));
    const id = '00000000-0000-4000-8000-000000000000';
    const rows = { key: { id, key: '', prefix: '' }, auditIds: [id] };
    const keys = { customer: '{customerKey}', place: '{placeKey}', rate: '{rateKey}' };
    const tested = routesAgainst(rows, id, keys).map((route) =>
      shape(route.method, `/api/admin${route.path}`),
    );
    expect(documented.length).toBeGreaterThan(0);
    for (const operation of documented) expect(tested, operation).toContain(operation);
  });
});
