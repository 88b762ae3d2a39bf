import { formatTimeLeft } from '@parking/domain/display';
import type { SessionState } from '@parking/domain/session';
import { useEffect, useId, useRef, useState } from 'react';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import './session-banner.css';

const TITLE: Record<SessionState, TranslationKey> = {
  active: 'transient.summary.title_active',
  'expiring-soon': 'transient.summary.title_expire_soon',
  expired: 'transient.summary.title_expired',
};
const ICON = { active: CheckCircleIcon, 'expiring-soon': ClockIcon, expired: AlertIcon } as const;

/**
 * The time-remaining banner (spec section 2, 'Transient summary'): 'active session', 'expire
 * soon' or 'expired', and the countdown while time remains. The countdown is a timer (not read
 * out on each change); only a change of state is announced, politely.
 */
export function SessionBanner({
  state,
  remainingMinutes,
}: {
  state: SessionState;
  remainingMinutes: number;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(state);
  const title = t(TITLE[state]);
  useEffect(() => {
    if (previous.current !== state) setAnnouncement(title);
    previous.current = state;
  }, [state, title]);
  const Icon = ICON[state];
  return (
    <section className={`session-banner session-banner--${state}`} aria-labelledby={titleId}>
      <div className="session-banner__head">
        <Icon className="session-banner__icon" width={32} height={32} />
        <h1 id={titleId} className="session-banner__title">
          {title}
        </h1>
      </div>
      {remainingMinutes > 0 && (
        <p className="session-banner__countdown">
          <span className="session-banner__label">{t('transient.summary.time_remaining')}</span>{' '}
          <span role="timer" className="session-banner__time">
            {formatTimeLeft(remainingMinutes)}
          </span>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
