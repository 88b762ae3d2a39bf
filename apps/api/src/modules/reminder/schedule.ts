import { checkPhoneNumber } from '@parking/domain';
import { sql } from 'drizzle-orm';
import {
  assignedRight,
  customerSettings,
  expiryReminder,
  place,
  placeSettings,
} from '#api/db/schema/index.js';

/** The spec's default expireMinutes, for a place and customer without a settings row. */
const DEFAULT_LEAD_MINUTES = 15;

/**
 * The number a reminder goes to: the driver's phone when it is one the product serves (spec
 * section 5: US, Canada or Spain), in E.164 without an extension (no SMS reaches one).
 * Null otherwise: the web sends a phone only when notify is ticked and the number is valid, so
 * a phone here means 'notify me'; this re-check keeps a hand-made API call from scheduling one.
 */
export function reminderPhoneOf(phoneNumber: string | null | undefined): string | null {
  if (!phoneNumber) return null;
  const checked = checkPhoneNumber({ value: phoneNumber });
  return checked.valid ? (checked.e164.split(';')[0] ?? null) : null;
}

const p = sql.placeholder;

/**
 * Schedules (or moves) the right's SMS reminder inside the transient session's settle statement
 * (transient-session/settle-repository.ts), so the reminder commits with the payment or
 * not at all (docs/decisions/040-jobs-receipts-reminders.md). These CTEs read the settle's
 * `target` (the right just paid for, empty when another call settled first) and its
 * placeholders end, collectedAt, placeId, locale and reminderPhone (reminderPhoneOf the
 * driver's phone).
 *
 * - due = covered end minus the place's expireMinutes: the moment the summary turns to
 *   'expire soon'. Only at places whose settings allow SMS, and not with a lead of 0 (due at
 *   the end itself, when nothing can be done any more).
 * - A first payment whose due is not after the payment time gets no reminder: the driver is
 *   looking at the session this very moment, already inside the 'expire soon' window, and a
 *   message seconds after paying would warn of nothing they do not see.
 * - An extension moves due_at and covers_until and sets SCHEDULED again (a reminder already
 *   sent for the old end is sent again for the new one); it creates the reminder when it
 *   brings a phone and none exists. When the new due is not after the extension's time the
 *   row becomes SKIPPED 'moved': a job queued for the old end then finds another covers_until
 *   and sends nothing.
 */
export const SCHEDULE_REMINDER_CTES = sql`
  reminder_lead as (
    select coalesce(ps.expire_minutes, cs.expire_minutes, ${sql.raw(String(DEFAULT_LEAD_MINUTES))}) as minutes,
      coalesce(ps.allow_sms, cs.allow_sms, false) as allow_sms
    from ${place} pl
    left join ${placeSettings} ps on ps.place_id = pl.id
    left join ${customerSettings} cs on cs.customer_id = pl.customer_id
    where pl.id = ${p('placeId')}::uuid
  ), reminder_plan as (
    select t.id as right_id,
      coalesce(${p('reminderPhone')}::text, er.phone_number) as phone,
      coalesce(ar.locale, ${p('locale')}::text) as locale,
      ${p('end')}::timestamptz - make_interval(mins => l.minutes) as due,
      er.assigned_right_id is not null as existing
    from target t
    cross join reminder_lead l
    left join ${expiryReminder} er on er.assigned_right_id = t.id
    left join ${assignedRight} ar on ar.id = t.id
    where l.allow_sms and l.minutes > 0
      and coalesce(${p('reminderPhone')}::text, er.phone_number) is not null
  ), scheduled_reminder as (
    insert into ${expiryReminder} (assigned_right_id, phone_number, locale, due_at,
      covers_until, status, skip_reason, sent_at, updated_at)
    select right_id, phone, locale, due, ${p('end')}::timestamptz,
      case when due > ${p('collectedAt')}::timestamptz then 'SCHEDULED' else 'SKIPPED' end::reminder_status,
      case when due > ${p('collectedAt')}::timestamptz then null else 'moved' end,
      null, ${p('collectedAt')}::timestamptz
    from reminder_plan
    where due > ${p('collectedAt')}::timestamptz or existing
    on conflict (assigned_right_id) do update set phone_number = excluded.phone_number,
      due_at = excluded.due_at, covers_until = excluded.covers_until, status = excluded.status,
      skip_reason = excluded.skip_reason, sent_at = null, updated_at = excluded.updated_at
  )`;
