import { pickText, readStoredTranslations } from '@parking/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { assignedRight, credential, expiryReminder, payment, place } from '#api/db/schema/index.js';

/** What an `expiry-reminder` job names: the right, and the end it was queued to warn about. */
export type ReminderJob = { assignedRightId: string; coversUntil: string };

export type SkipReason = 'expired' | 'replaced' | 'moved';

/** The outcome of one delivery attempt, decided and recorded by one conditional UPDATE. */
export type Delivery =
  | {
      status: 'SENT';
      phoneNumber: string;
      locale: string;
      coversUntil: Date;
      placeId: string;
      placeName: string;
      timeZone: string;
      plate: string | null;
    }
  | { status: 'SKIPPED'; reason: SkipReason }
  /** Not QUEUED for this end any more: done by another delivery, or moved by an extension. */
  | { status: 'STALE' };

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How many due reminders one sweep queues; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

export function createReminderRepository(db: Database) {
  return {
    /**
     * SCHEDULED reminders due by `now` become QUEUED, in one conditional UPDATE; rows another
     * instance is queueing are skipped (SKIP LOCKED), so each is queued once.
     */
    async queueDue(now: Date): Promise<ReminderJob[]> {
      const due = db
        .select({ id: expiryReminder.assignedRightId })
        .from(expiryReminder)
        .where(and(eq(expiryReminder.status, 'SCHEDULED'), lte(expiryReminder.dueAt, now)))
        .orderBy(asc(expiryReminder.dueAt))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(expiryReminder)
        .set({ status: 'QUEUED', updatedAt: now })
        .where(
          and(
            sql`${expiryReminder.assignedRightId} in ${due}`,
            eq(expiryReminder.status, 'SCHEDULED'),
          ),
        )
        .returning({
          assignedRightId: expiryReminder.assignedRightId,
          coversUntil: expiryReminder.coversUntil,
        });
      return rows.map(toJob);
    },

    /** A QUEUED reminder whose job could not be sent goes back to SCHEDULED for the next sweep. */
    async unqueue(job: ReminderJob, now: Date): Promise<void> {
      await db
        .update(expiryReminder)
        .set({ status: 'SCHEDULED', updatedAt: now })
        .where(
          and(
            eq(expiryReminder.assignedRightId, job.assignedRightId),
            eq(expiryReminder.status, 'QUEUED'),
            eq(expiryReminder.coversUntil, new Date(job.coversUntil)),
          ),
        );
    },

    /**
     * Reminders QUEUED since before `queuedBefore` whose job has not settled them: its retries
     * ran out (an SMS provider down for long) or it was lost. Each is marked queued again now,
     * so it is taken up once per period, not on every sweep.
     */
    async requeueStale(queuedBefore: Date, now: Date): Promise<ReminderJob[]> {
      const rows = await db
        .update(expiryReminder)
        .set({ updatedAt: now })
        .where(
          and(eq(expiryReminder.status, 'QUEUED'), lte(expiryReminder.updatedAt, queuedBefore)),
        )
        .returning({
          assignedRightId: expiryReminder.assignedRightId,
          coversUntil: expiryReminder.coversUntil,
        });
      return rows.map(toJob);
    },

    /** Reminders left QUEUED (by a process that stopped before their job ran, or lost it). */
    async listQueued(): Promise<ReminderJob[]> {
      const rows = await db
        .select({
          assignedRightId: expiryReminder.assignedRightId,
          coversUntil: expiryReminder.coversUntil,
        })
        .from(expiryReminder)
        .where(eq(expiryReminder.status, 'QUEUED'));
      return rows.map(toJob);
    },

    /**
     * One conditional UPDATE decides and records a delivery: only a reminder still QUEUED for
     * the job's end changes (a second delivery of the job, or one for an end an extension has
     * moved, changes nothing: STALE). It becomes SENT while the right is live by the app's
     * clock, still ends at that end, and no later session of the same plate at the same place
     * has replaced it; otherwise SKIPPED with the reason. Run it in the transaction that sends
     * the message: its row lock makes a concurrent delivery wait, then find it done.
     */
    async settleDelivery(tx: Database, job: ReminderJob, now: Date): Promise<Delivery> {
      const at = now.toISOString();
      const result = await tx.execute(sql`
        with reminder as (
          select er.assigned_right_id, er.covers_until, ar.place_id, ar.created_at,
            pl.name as place_name, pl.translations as place_translations, pl.timezone,
            (select c.local_identifier from ${credential} c
              where c.assigned_right_id = er.assigned_right_id and c.type = 'LICENSE_PLATE'
              limit 1) as plate,
            (select max(pm.end_period_covered) from ${payment} pm
              where pm.assigned_right_id = er.assigned_right_id and pm.type = 'BASE') as right_end
          from ${expiryReminder} er
          join ${assignedRight} ar on ar.id = er.assigned_right_id
          join ${place} pl on pl.id = ar.place_id
          where er.assigned_right_id = ${job.assignedRightId}::uuid
        ), verdict as (
          select r.*, case
            when exists (
              select 1 from ${credential} mine
              join ${credential} theirs on theirs.type = 'LICENSE_PLATE'
                and theirs.local_identifier = mine.local_identifier
                and theirs.assigned_right_id <> mine.assigned_right_id
              join ${assignedRight} later on later.id = theirs.assigned_right_id
                and later.place_id = r.place_id and later.created_at > r.created_at
              where mine.assigned_right_id = r.assigned_right_id and mine.type = 'LICENSE_PLATE'
            ) then 'replaced'
            when r.right_end is null or r.right_end <= ${at}::timestamptz then 'expired'
            when r.right_end <> r.covers_until then 'moved'
          end as skip_reason
          from reminder r
        )
        update ${expiryReminder} er set
          status = case when v.skip_reason is null then 'SENT' else 'SKIPPED' end::reminder_status,
          skip_reason = v.skip_reason,
          sent_at = case when v.skip_reason is null then ${at}::timestamptz end,
          updated_at = ${at}::timestamptz
        from verdict v
        where er.assigned_right_id = v.assigned_right_id
          and er.status = 'QUEUED'
          and er.covers_until = ${job.coversUntil}::timestamptz
        returning er.status, er.skip_reason, er.phone_number, er.locale, er.covers_until,
          v.place_id, v.place_name, v.place_translations, v.timezone, v.plate`);
      const row = rowsOf<{
        status: 'SENT' | 'SKIPPED';
        skip_reason: SkipReason | null;
        phone_number: string;
        locale: string;
        covers_until: Date | string;
        place_id: string;
        place_name: string;
        place_translations: unknown;
        timezone: string;
        plate: string | null;
      }>(result)[0];
      if (!row) return { status: 'STALE' };
      if (row.status === 'SKIPPED')
        return { status: 'SKIPPED', reason: row.skip_reason ?? 'moved' };
      return {
        status: 'SENT',
        phoneNumber: row.phone_number,
        locale: row.locale,
        coversUntil: new Date(row.covers_until),
        placeId: row.place_id,
        // The place's name in the driver's language the payment recorded (decision 048).
        placeName: pickText({
          text: row.place_name,
          translations: readStoredTranslations(row.place_translations, ['name']),
          field: 'name',
          locale: row.locale,
        }),
        timeZone: row.timezone,
        plate: row.plate,
      };
    },
  };
}

function toJob(row: { assignedRightId: string; coversUntil: Date }): ReminderJob {
  return { assignedRightId: row.assignedRightId, coversUntil: row.coversUntil.toISOString() };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
