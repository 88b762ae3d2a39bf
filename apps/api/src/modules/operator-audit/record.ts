import type { Database } from '#api/db/client.js';
import { operatorAudit } from '#api/db/schema/index.js';

/** Who made a change: an operator key (its id and prefix) or a command-line run. */
export type AuditActor =
  | { kind: 'key'; keyId: string; prefix: string; requestId: string }
  | { kind: 'cli'; user: string };

/** One change, as the caller that made it describes it. */
export interface AuditEntry {
  organizationId: string;
  /** The customer the change touched; null for the organisation's own settings. */
  customerId: string | null;
  /** `<target type>.<verb>`: 'place.update', 'rate.retire'. */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The operator's own key of the target (its slug in the operator file). */
  targetKey?: string | null;
  /** The values before and after, as the operator file writes them: never a secret. */
  before?: unknown;
  after?: unknown;
}

/** The audit's actor text: the key by its visible prefix, or the command line's OS user. */
const actorText = (actor: AuditActor) =>
  actor.kind === 'key' ? `key:${actor.prefix}` : `cli:${actor.user}`;

/**
 * Appends the entries to operator_audit inside the transaction that makes the change, so a
 * change and its record commit or roll back together (a transaction is a Database to drizzle).
 * The table refuses UPDATE and DELETE.
 */
export async function recordAudit(
  tx: Database,
  actor: AuditActor,
  entries: AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(operatorAudit).values(
    entries.map((entry) => ({
      keyId: actor.kind === 'key' ? actor.keyId : null,
      actor: actorText(actor),
      requestId: actor.kind === 'key' ? actor.requestId : null,
      organizationId: entry.organizationId,
      customerId: entry.customerId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      targetKey: entry.targetKey ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
