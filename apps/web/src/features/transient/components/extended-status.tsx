import { formatTimeSoon, isSameDayIn } from '@parking/domain/display';
import { useEffect, useState } from 'react';
import { CheckCircleIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import '#web/components/ui/alert.css';

/** What the extension page passes to the summary it returns to (navigation state, not the URL). */
export type ExtendedState = { extended: true };

/** Only our own navigation sets this; anything else in the history state is ignored. */
export function isExtendedState(state: unknown): state is ExtendedState {
  return (
    typeof state === 'object' && state !== null && 'extended' in state && state.extended === true
  );
}

/**
 * 'Extended to 6:34 PM.' on the summary after an extension (issue 10, point 6). The time is the
 * session's end as the server now has it, never a value carried by the navigation, so nothing
 * from outside can be shown here. The status region is empty when mounted and filled after,
 * so that screen readers announce it.
 */
export function ExtendedStatus({ end, timeZone, now }: { end: Date; timeZone: string; now: Date }) {
  const { t, locale } = useI18n();
  const message = t(
    isSameDayIn(end, now, timeZone)
      ? 'transient.summary.extended_at'
      : 'transient.summary.extended_on',
    { time: formatTimeSoon(end, { locale, timeZone, now }) },
  );
  const [shown, setShown] = useState('');
  useEffect(() => setShown(message), [message]);
  return (
    <div role="status" className={shown ? 'alert alert--success' : undefined}>
      {shown && (
        <>
          <CheckCircleIcon className="alert__icon" width={20} height={20} />
          <p>{shown}</p>
        </>
      )}
    </div>
  );
}
