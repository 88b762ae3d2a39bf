import type { ReactNode } from 'react';
import type { WaitingState } from '../hooks/use-payment-waiting.ts';
import { ConnectionLost } from './connection-lost.tsx';
import { PaymentWaiting } from './payment-waiting.tsx';

/**
 * The form's last row (its pay button, given as `children`): replaced by the slow card's wait
 * while the processor works, and by the lost connection's retry when the answer never came.
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
  if (flow.phase === 'waiting' && flow.waiting) {
    return <PaymentWaiting waiting={flow.waiting} reminderAsked={reminderAsked} />;
  }
  if (flow.phase === 'interrupted') return <ConnectionLost onRetry={() => void flow.retry()} />;
  return <>{children}</>;
}
