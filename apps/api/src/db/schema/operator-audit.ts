import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { operatorApiKey } from './operator-api-key.js';
import { organization } from './organization.js';

/**
 * Every change to an operator's configuration, by whom and when, with its old and new values
 * (issue 25). Append-only: a trigger of the migration refuses UPDATE, DELETE and TRUNCATE, so
 * not even the API's own connection can rewrite history. Configuration holds no secret (a
 * provider's keys are named by their environment variable) and no personal data, so neither
 * does this table. `customer_id` is the customer the change touched, null for the organisation's
 * own settings: a key narrowed to one customer reads only that customer's rows.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order rows were appended in: instants tie (one transaction, a coarse clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    at: instant('at').notNull().defaultNow(),
    /** The key that made the change; null for the server's command line. */
    keyId: uuid('key_id').references(() => operatorApiKey.id),
    /** 'key:<prefix>' for a key, 'cli:<os user>' for the command line. */
    actor: text('actor').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id),
    customerId: uuid('customer_id'),
    /** The HTTP request's id (its log lines); null from the command line. */
    requestId: text('request_id'),
    /** What was done, as `<target type>.<verb>`: 'place.update', 'rate.retire'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The operator's own key of the target (the operator file's slug), if it has one. */
    targetKey: text('target_key'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('operator_audit_organization_seq_idx').on(t.organizationId, t.seq.desc()),
    index('operator_audit_customer_seq_idx').on(t.customerId, t.seq.desc()),
    check('operator_audit_actor', sql`${t.actor} ~ '^(key|cli):.+$'`),
    check('operator_audit_key_actor', sql`(${t.keyId} is null) = (${t.actor} like 'cli:%')`),
  ],
);
