import { OPERATOR_SCOPES, type OperatorScope } from '@parking/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customer, customerIdColumn } from './customer.js';
import { organization } from './organization.js';
import { placeIdColumn } from './place.js';
import { stay } from './stay.js';

const KNOWN_SCOPES = OPERATOR_SCOPES.map((scope) => `'${scope}'`).join(', ');

/**
 * A key an operator calls the API with, as `Authorization: Bearer <key>` (docs/decisions/057,
 * amended for issue 25): its gate cameras on /api/gate/* (scope `gate`), its tools on
 * /api/admin/* (`admin:read`, `admin:write`). It belongs to an organisation and is narrowed to
 * one of its customers, or reaches all of them (`customer_id` null); a gate key always names
 * its customer. Only the SHA-256 of the key is kept: the keys are 256 random bits, so a slow
 * password hash would add nothing. `prefix` is the start of the key, shown to tell keys apart;
 * revoking is for good.
 */
export const operatorApiKey = pgTable(
  'operator_api_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id),
    /** null: the key reaches every customer of its organisation. */
    customerId: uuid('customer_id'),
    scopes: text('scopes').array().$type<OperatorScope[]>().notNull(),
    /** Lower-case hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull(),
    label: text('label').notNull(),
    /** 'gk_' or 'ok_' and the first characters of the key: enough to recognise it, never to use it. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute per key (modules/operator-key/authenticate.ts). */
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_api_key_hash_key').on(t.keyHash),
    index('operator_api_key_customer_idx').on(t.customerId),
    index('operator_api_key_organization_idx').on(t.organizationId),
    // Its customer is one of its organisation's: no key can name another operator's.
    foreignKey({
      name: 'operator_api_key_customer_of_organization_fk',
      columns: [t.customerId, t.organizationId],
      foreignColumns: [customer.id, customer.organizationId],
    }),
    check('operator_api_key_hash_hex', sql`${t.keyHash} ~ '^[0-9a-f]{64}$'`),
    check(
      'operator_api_key_scopes_known',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${sql.raw(KNOWN_SCOPES)}]::text[]`,
    ),
    // A gate key is a camera's, on the operator's premises: one customer, nothing else.
    check(
      'operator_api_key_gate_alone',
      sql`not ('gate' = any(${t.scopes})) or (${t.scopes} = array['gate']::text[] and ${t.customerId} is not null)`,
    ),
  ],
);

/**
 * Every report of a gate camera, as received (docs/decisions/057). The ledger that makes the
 * reports idempotent (one row per camera event id, or per place, plate and instant) and lets an
 * exit that came before its entry close the stay once the entry arrives: an EXIT without a
 * stay is one still waiting for it.
 */
export const gateEvent = pgTable(
  'gate_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: customerIdColumn(),
    placeId: placeIdColumn(),
    kind: text('kind').$type<'ENTRY' | 'EXIT'>().notNull(),
    /** The camera's own id of the event, when it has one. */
    eventId: text('event_id'),
    /** Normalised (A-Z, 0-9); null when the entry camera read no plate. */
    plate: text('plate'),
    occurredAt: instant('occurred_at').notNull(),
    confidence: real('confidence'),
    /** The stay it opened, found or closed; null for an exit still waiting for its entry. */
    stayId: uuid('stay_id').references(() => stay.id),
    /** The operator key that reported it. */
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => operatorApiKey.id),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gate_event_event_id_key')
      .on(t.placeId, t.kind, t.eventId)
      .where(sql`${t.eventId} is not null`),
    // A report repeated without an event id: the same place, kind, plate (or none) and instant.
    uniqueIndex('gate_event_report_key').on(
      t.placeId,
      t.kind,
      sql`coalesce(${t.plate}, '')`,
      t.occurredAt,
    ),
    // Exits waiting for their entry, looked up by the entry.
    index('gate_event_waiting_exit_idx')
      .on(t.placeId, t.plate, t.occurredAt)
      .where(sql`${t.kind} = 'EXIT' and ${t.stayId} is null`),
    index('gate_event_stay_idx').on(t.stayId),
    check('gate_event_kind', sql`${t.kind} in ('ENTRY', 'EXIT')`),
    check('gate_event_plate_normalised', sql`${t.plate} is null or ${t.plate} ~ '^[A-Z0-9]+$'`),
    check('gate_event_exit_plate', sql`${t.kind} = 'ENTRY' or ${t.plate} is not null`),
  ],
);
