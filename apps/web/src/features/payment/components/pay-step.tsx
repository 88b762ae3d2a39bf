import type { ReactNode } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { WaitingState } from '../hooks/use-payment-waiting.ts';
import { ConnectionLost } from './connection-lost.tsx';
import { PaymentWaiting } from './payment-waiting.tsx';

/**
 * The form's last row (its pay button, given as `children`): replaced by the slow card's wait
 * while the processor works, and by the lost connection's retry when the answer never came.
 * Under it, unseen, 'paid' is said to a screen reader once the payment is through.
 */
export function PayStep({
  flow,
  reminderAsked,
  children,
}: {
  flow: { phase: string; waiting: WaitingState | null; retry: () => Promise<void> };
  reminderAsked: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      {flow.phase === 'waiting' && flow.waiting ? (
        <PaymentWaiting waiting={flow.waiting} reminderAsked={reminderAsked} />
      ) : flow.phase === 'interrupted' ? (
        <ConnectionLost onRetry={() => void flow.retry()} />
      ) : (
        children
      )}
      <p className="visually-hidden" role="status">
        {flow.phase === 'paid' ? t('payment.form.paid') : ''}
      </p>
    </>
  );
}
