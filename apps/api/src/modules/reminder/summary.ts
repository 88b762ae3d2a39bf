import { maskPhoneNumber, type ResumeReminder } from '@parking/domain';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { expiryReminder } from '#api/db/schema/index.js';

/**
 * A session's reminder as its summary tells it (docs/decisions/047): SCHEDULED and QUEUED are
 * both 'a text will come' at the due time; SENT says when it went; SKIPPED (ended, replaced,
 * moved too late) is no reminder at all. The number leaves masked, never whole: the summary is
 * public to whoever holds its link.
 */
type ReminderRow = {
  status: (typeof expiryReminder.$inferSelect)['status'];
  dueAt: string;
  sentAt: string | null;
  phoneNumber: string;
};

/**
 * The reminder of the right whose id is `rightId`, as one JSON column of the summary's read
 * (null: none); toReminderSummary tells it.
 */
export const reminderOfRight = (rightId: AnyPgColumn) =>
  sql<ReminderRow | null>`(select json_build_object('status', ${expiryReminder.status},
    'dueAt', ${expiryReminder.dueAt}, 'sentAt', ${expiryReminder.sentAt},
    'phoneNumber', ${expiryReminder.phoneNumber})
  from ${expiryReminder} where ${expiryReminder.assignedRightId} = ${rightId} limit 1)`;

export function toReminderSummary(row: ReminderRow | null): ResumeReminder | null {
  if (!row || row.status === 'SKIPPED') return null;
  const sent = row.status === 'SENT';
  return {
    status: sent ? 'SENT' : 'SCHEDULED',
    sendAt: new Date(sent ? (row.sentAt ?? row.dueAt) : row.dueAt).toISOString(),
    phoneNumberMasked: maskPhoneNumber(row.phoneNumber),
  };
}
