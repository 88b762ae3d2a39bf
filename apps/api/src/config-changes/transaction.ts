import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  CONFIG_CHANGED_CHANNEL,
  type ConfigChange,
  toConfigChangeMessage,
} from './config-change.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
declare const announcing: unique symbol;
/**
 * A transaction begun by `configChanges.transaction`: only such a one can announce a change,
 * so no caller can announce on a transaction whose commit nobody waits for.
 */
export type ConfigTransaction = Transaction & { readonly [announcing]: true };

type Announcements = { notifyInTransaction: boolean; messages: string[] };
const announcementsOf = new WeakMap<object, Announcements>();

/**
 * Records, inside the transaction that changes configuration, what it changed. On PostgreSQL
 * (without Redis) this is a NOTIFY, which the database delivers at commit and drops on
 * rollback; otherwise the message waits for the commit in this process.
 */
export async function announceConfigChange(tx: ConfigTransaction, change: ConfigChange) {
  const announcements = announcementsOf.get(tx);
  if (!announcements) {
    throw new Error('announceConfigChange takes the transaction of configChanges.transaction');
  }
  const message = toConfigChangeMessage(change);
  announcements.messages.push(message);
  if (announcements.notifyInTransaction) {
    await tx.execute(sql`select pg_notify(${CONFIG_CHANGED_CHANNEL}, ${message})`);
  }
}

/**
 * Runs `work` in one transaction; once it has committed (never after a rollback or an error),
 * hands the announced messages to `afterCommit`.
 */
export async function runConfigTransaction<T>(
  db: Database,
  options: {
    notifyInTransaction: boolean;
    afterCommit: (messages: readonly string[]) => Promise<void>;
  },
  work: (tx: ConfigTransaction) => Promise<T>,
): Promise<T> {
  const announcements: Announcements = {
    notifyInTransaction: options.notifyInTransaction,
    messages: [],
  };
  const result = await db.transaction(async (tx) => {
    announcementsOf.set(tx, announcements);
    return work(tx as ConfigTransaction);
  });
  if (announcements.messages.length > 0) await options.afterCommit(announcements.messages);
  return result;
}
