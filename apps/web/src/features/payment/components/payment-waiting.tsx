import { useEffect, useRef } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { WaitingState } from '../hooks/use-payment-waiting.ts';
import { isTakingLonger, secondsUntil } from '../lib/waiting-schedule.ts';
import './payment-waiting.css';

/** Brings the panel on screen, gliding only for drivers who have not asked for less motion. */
function scrollIntoSight(element: HTMLElement | null) {
  // jsdom (unit tests) has neither matchMedia nor scrollIntoView.
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}

/**
 * The payment is with the processor (spec section 8, 'Payment waiting texts'): what we are doing,
 * a live countdown to the next check, and after 20 s that it is slow and the driver may leave.
 * The note says only what the product does once the driver has left: the payment goes on, no
 * message confirms it, and the reminder text comes if one was asked (docs/decisions/049).
 */
export function PaymentWaiting({
  waiting,
  reminderAsked,
}: {
  waiting: WaitingState;
  /** A text reminder was asked with a valid phone: the one message the driver will get. */
  reminderAsked: boolean;
}) {
  const { t } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  const seconds = waiting.nextAt === null ? null : secondsUntil(waiting.nextAt, waiting.now);
  const slow = isTakingLonger(waiting.startedAt, waiting.now);
  // The pay button it replaces may sit at the bottom edge: show the panel, and again once the
  // slow notice makes it taller.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel appears and when it grows.
  useEffect(() => scrollIntoSight(panel.current), [slow]);
  return (
    <div className="waiting" ref={panel}>
      <Spinner label={t('payment.waiting.processing')} />
      {/* Not a live region: a screen reader would read it every second. */}
      <p className="waiting__countdown">
        {seconds === null
          ? t('payment.waiting.checking_now')
          : t(
              seconds === 1
                ? 'payment.waiting.checking_again_one'
                : 'payment.waiting.checking_again',
              {
                seconds,
              },
            )}
      </p>
      {/* Present from the start, so the slow notice is announced when it fills in. */}
      <div className="waiting__slow" role="status">
        {slow && (
          <>
            <p className="waiting__slow-title">{t('payment.waiting.taking_longer')}</p>
            <p>
              {t(
                reminderAsked
                  ? 'payment.waiting.leave_note_reminder'
                  : 'payment.waiting.leave_note',
              )}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
