import type { ResumeReminder } from '@parking/domain/contracts';
import { formatTimeSoon, safeTimeZone } from '@parking/domain/display';
import { getExtensionCoverage, type RateTiming } from '@parking/domain/pricing';
import { getExpireSoonAt } from '@parking/domain/session';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { useTransientContext } from '../transient-context.ts';
import { ReminderNote } from './reminder-note.tsx';
import './session-details.css';

/** As the summary's countdown: the page's idea of now moves on 5 s boundaries. */
const NOW_STEP_MS = 5000;

/**
 * The extension page's 'Current end' and 'New end' for the rate being priced (issue 10, point
 * 6), by the domain's getExtensionCoverage, the rule the server applies when it settles; and,
 * when the session has a reminder, when it will now come (it moves with the end, decision 040).
 */
export function ExtensionEnds({
  currentEnd,
  rate,
  reminder,
  expireMinutes,
}: {
  currentEnd: Date;
  rate: RateTiming | null;
  reminder: ResumeReminder | null;
  expireMinutes: number;
}) {
  const { t, locale } = useI18n();
  const { customerPlace } = useTransientContext();
  const now = useNow(NOW_STEP_MS);
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const newEnd = rate ? getExtensionCoverage({ rate, currentEnd, now, timeZone }).end : null;
  const remindAt = newEnd ? getExpireSoonAt({ end: newEnd, expireMinutes }) : null;
  const time = (date: Date) => formatTimeSoon(date, { locale, timeZone, now });
  return (
    <>
      <dl className="details">
        <div className="details__row">
          <dt>{t('transient.extension.current_end')}</dt>
          <dd>{time(currentEnd)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('transient.extension.new_end')}</dt>
          <dd className="details__later" aria-live="polite">
            {newEnd ? time(newEnd) : '-'}
          </dd>
        </div>
      </dl>
      {reminder && remindAt && remindAt.getTime() > now.getTime() && (
        <ReminderNote
          phoneNumberMasked={reminder.phoneNumberMasked}
          at={remindAt}
          sent={false}
          timeZone={timeZone}
          now={now}
        />
      )}
    </>
  );
}
