import type { CardProviderInfo } from '@parking/domain/contracts';
import type { ComponentProps } from 'react';
import type { PendingPaymentState } from '../hooks/use-pending-payment.ts';
import ExpressCheckout from './express-checkout.tsx';

type Props = ComponentProps<typeof ExpressCheckout>;

/**
 * Where the payment form puts express checkout (docs/decisions/050): nothing until the card
 * provider is known and for a free rate. It comes with the form's chunk, not after it, so it
 * appears together with the card fields instead of pushing them down under a driver's finger;
 * Stripe's wallet code stays a chunk of its own.
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
    <ExpressCheckout
      info={info}
      payment={pending.status === 'ready' ? pending.payment : null}
      {...props}
    />
  );
}
