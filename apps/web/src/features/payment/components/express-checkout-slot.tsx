import type { CardProviderInfo } from '@parking/domain/contracts';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { PendingPaymentState } from '../hooks/use-pending-payment.ts';

const ExpressCheckout = lazy(() => import('./express-checkout.tsx'));

type Props = ComponentProps<typeof ExpressCheckout>;

/**
 * Where the payment form puts express checkout (docs/decisions/050): nothing until the card
 * provider is known and for a free rate; the wallets' code is a chunk of its own.
 */
export function ExpressCheckoutSlot({
  info,
  pending,
  ...props
}: Omit<Props, 'info' | 'payment'> & {
  /** Undefined while unknown, and for a free rate (nothing to pay). */
  info: CardProviderInfo | undefined;
  pending: PendingPaymentState;
}) {
  if (!info) return null;
  return (
    <Suspense fallback={null}>
      <ExpressCheckout
        info={info}
        payment={pending.status === 'ready' ? pending.payment : null}
        {...props}
      />
    </Suspense>
  );
}
