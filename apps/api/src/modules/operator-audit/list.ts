import type { AdminAuditEntry } from '@parking/domain';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { operatorAudit } from '#api/db/schema/index.js';

export interface AuditPageRequest {
  organizationId: string;
  /** Set: only the rows of this customer (a key narrowed to it). */
  customerId: string | null;
  limit: number;
  /** The id of the last row of the previous page. */
  before?: string | undefined;
}

/**
 * A page of an organisation's audit, newest first (in the order rows were appended). A page
 * starts after the row `before` (keyset paging: a row appended meanwhile never shifts a page); a `before` of another
 * operator's row, or of none, gives an empty page, never that row's neighbours.
 */
export async function listAudit(db: Database, request: AuditPageRequest) {
  const owner: SQL[] = [eq(operatorAudit.organizationId, request.organizationId)];
  if (request.customerId !== null) owner.push(eq(operatorAudit.customerId, request.customerId));
  const conditions = [...owner];
  if (request.before !== undefined) {
    const [cursor] = await db
      .select({ seq: operatorAudit.seq })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.id, request.before), ...owner));
    if (!cursor) return { entries: [], nextBefore: null };
    conditions.push(lt(operatorAudit.seq, cursor.seq));
  }
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(and(...conditions))
    .orderBy(desc(operatorAudit.seq))
    .limit(request.limit + 1);
  const page = rows.slice(0, request.limit);
  const entries: AdminAuditEntry[] = page.map(({ seq: _seq, ...row }) => ({
    ...row,
    at: row.at.toISOString(),
  }));
  const last = page.at(-1);
  return { entries, nextBefore: rows.length > request.limit && last ? last.id : null };
}
