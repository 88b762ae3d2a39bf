import type { Period } from '@parking/domain/contracts';
import { formatDateTime } from '@parking/domain/display';
import { type ClosingStatus, getClosingStatus } from '@parking/domain/opening-hours';
import { useMemo } from 'react';
import { AlertIcon, ClockIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { pickPrimaryPeriod } from '../lib/primary-period.ts';
import { AccessHours } from './access-hours.tsx';
import '#web/components/ui/alert.css';

/** The place's opening status, re-judged each minute (the home page hides the form when closed). */
export function useClosingStatus({
  periods,
  timeZone,
}: {
  periods: readonly Period[];
  timeZone: string;
}): { status: ClosingStatus; now: Date } {
  const now = useNow();
  const status = useMemo(
    () => getClosingStatus({ periods, now, timeZone }),
    [periods, now, timeZone],
  );
  return { status, now };
}

/**
 * Spec section 2, 'Transient home': closed -> 'parking closed' with the regular or exceptional
 * message; open but an exception is near -> the temporary-closure notice. The status comes
 * from useClosingStatus.
 */
export function ClosingAlert({
  periods,
  timeZone,
  status,
  now,
}: {
  periods: readonly Period[];
  timeZone: string;
  status: ClosingStatus;
  now: Date;
}) {
  const { t, locale } = useI18n();
  const format = (date: Date | null | undefined) =>
    date ? formatDateTime(date, { locale, timeZone }) : '-';

  if (!status.isOpen) {
    const regular = status.closingType !== 'exceptional';
    const primary = regular ? pickPrimaryPeriod(periods, now) : undefined;
    return (
      <>
        <div className="alert alert--danger" role="alert">
          <AlertIcon className="alert__icon" />
          <div>
            <h2 className="alert__title">{t('transient.home.closing.closed_title')}</h2>
            {regular ? (
              <>
                <p>{t('transient.home.closing.regular_message')}</p>
                <p>
                  <span className="alert__label">{t('transient.home.closing.reopens')}</span>{' '}
                  <span>{format(status.nextOpeningDate)}</span>
                </p>
              </>
            ) : (
              <p>
                {t('transient.home.closing.exceptional_message', {
                  date: format(status.nextOpeningDate),
                })}
              </p>
            )}
          </div>
        </div>
        {primary && <AccessHours period={primary} />}
      </>
    );
  }

  const closing = status.nextClosingDate;
  if (status.isClosingSoon && closing) {
    return (
      <div className="alert alert--warning" role="alert">
        <ClockIcon className="alert__icon" />
        <div>
          <h2 className="alert__title">{t('transient.home.closing.temporary_title')}</h2>
          <p>
            {closing.to
              ? t('transient.home.closing.upcoming_message', {
                  from: format(closing.from),
                  to: format(closing.to),
                })
              : t('transient.home.closing.upcoming_message_open_ended', {
                  from: format(closing.from),
                })}
          </p>
        </div>
      </div>
    );
  }
  return null;
}
