import { Spinner } from '../../../components/ui/spinner.tsx';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import type { WaitingState } from '../hooks/use-payment-waiting.ts';
import { isTakingLonger, secondsUntil } from '../lib/waiting-schedule.ts';
import './payment-waiting.css';

/**
 * The payment is with the processor (spec section 8, 'Payment waiting texts'): what we are doing,
 * a live countdown to the next check, and after 20 s that it is slow and the driver may leave.
 */
export function PaymentWaiting({ waiting }: { waiting: WaitingState }) {
  const { t } = useI18n();
  const seconds = waiting.nextAt === null ? null : secondsUntil(waiting.nextAt, waiting.now);
  const slow = isTakingLonger(waiting.startedAt, waiting.now);
  return (
    <div className="waiting">
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
            <p>{t('payment.waiting.leave_note')}</p>
          </>
        )}
      </div>
    </div>
  );
}
