import type { StaySession } from '@parking/domain/contracts';
import { useCallback, useMemo } from 'react';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { cardKindOf, ItemPaymentForm, type PricedItem } from '#web/features/payment/index.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useNavigate } from '#web/lib/router/router.tsx';
import { stayPaymentActions } from '../lib/stay-payment-actions.ts';

/**
 * A stay's payment with the lot's card kind (decision 058), its own chunk: the payment form of
 * the reservation checkout with the stay as the vehicle (no plate field) and an optional e-mail
 * for a copy of the ticket. The amount is the server's, priced when the form asks for it; paid,
 * the visitor lands on the order's ticket. `onRestart` prices the stay again after a problem.
 */
export default function CardStayPaymentForm({
  stay,
  payLabel,
  onRestart,
}: {
  stay: StaySession;
  payLabel: string;
  onRestart: () => Promise<unknown>;
}) {
  const { locale } = useI18n();
  const navigate = useNavigate();
  const { customerId, home } = useAccessControlContext();
  const kind = cardKindOf(stay.paymentProvider);
  const { sessionId } = stay;
  const actionsFor = useCallback(
    ({ email }: { email: string }) =>
      stayPaymentActions({ customerId, sessionId, kind, email, locale }),
    [customerId, sessionId, kind, locale],
  );
  const item = useMemo(
    (): PricedItem => ({
      key: `${sessionId}:${stay.amountDueMinor}`,
      currencyCode: stay.currencyCode,
      amountMinor: stay.amountDueMinor,
      serviceFeeMinor: 0,
      totalMinor: stay.amountDueMinor,
    }),
    [sessionId, stay.amountDueMinor, stay.currencyCode],
  );
  return (
    <ItemPaymentForm
      placeId={stay.place.placeId}
      item={item}
      payLabel={payLabel}
      cardKind={kind}
      actionsFor={actionsFor}
      onRestart={onRestart}
      onPaid={(orderId) => navigate(`${home}/ticket-paid-v1/${orderId}`)}
      fixedPlate={stay.credential?.localIdentifier ?? ''}
      emailOptional
    />
  );
}
