import { maskPhoneNumber, type ResumeReminder } from '@parking/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { expiryReminder } from '#api/db/schema/index.js';

/**
 * A session's reminder as its summary tells it (docs/decisions/047): SCHEDULED and QUEUED are
 * both 'a text will come' at the due time; SENT says when it went; SKIPPED (ended, replaced,
 * moved too late) is no reminder at all. The number leaves masked, never whole: the summary is
 * public to whoever holds its link.
 */
export async function loadReminderSummary(
  db: Database,
  assignedRightId: string,
): Promise<ResumeReminder | null> {
  const [row] = await db
    .select({
      status: expiryReminder.status,
      dueAt: expiryReminder.dueAt,
      sentAt: expiryReminder.sentAt,
      phoneNumber: expiryReminder.phoneNumber,
    })
    .from(expiryReminder)
    .where(eq(expiryReminder.assignedRightId, assignedRightId))
    .limit(1);
  if (!row || row.status === 'SKIPPED') return null;
  const sent = row.status === 'SENT';
  return {
    status: sent ? 'SENT' : 'SCHEDULED',
    sendAt: (sent ? (row.sentAt ?? row.dueAt) : row.dueAt).toISOString(),
    phoneNumberMasked: maskPhoneNumber(row.phoneNumber),
  };
}
