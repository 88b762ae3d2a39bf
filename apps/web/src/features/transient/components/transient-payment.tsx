import type { CustomerPlace } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import { isFreeRate, isRateAvailableAt } from '@parking/domain/pricing';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type QueryClient, useQueryClient } from '../../../lib/query.ts';
import { useNow } from '../../../lib/use-now.ts';
import {
  cardKindOf,
  getCardProviderInfoQueryOptions,
  RatePaymentForm,
  transientPaymentActions,
} from '../../payment/index.ts';
import { getCustomerPlaceQueryOptions } from '../api/get-customer-place.ts';
import { useTransientContext } from '../transient-context.ts';

/**
 * The transient home's payment step (a lazy chunk): the place's rates that can be bought now,
 * its settings and card kind, and where to go once paid (spec section 2: transient.summary with
 * receipt=true).
 */
export default function TransientPayment({ initialPlate }: { initialPlate: string }) {
  const { placeId, customerPlace } = useTransientContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cardKind = cardKindOf(customerPlace.paymentProvider);
  const actions = useMemo(
    () => transientPaymentActions({ placeId, kind: cardKind }),
    [placeId, cardKind],
  );
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const now = useNow();
  const allRates = customerPlace.rate;
  const rates = useMemo(
    () => (allRates ?? []).filter((rate) => isRateAvailableAt({ rate, at: now, timeZone })),
    [allRates, now, timeZone],
  );
  const settings = customerPlace.settings;
  return (
    <RatePaymentForm
      placeId={placeId}
      rates={rates}
      reloadRates={() => queryClient.fetchQuery(getCustomerPlaceQueryOptions(placeId))}
      cardKind={cardKind}
      allowSms={settings?.allowSms ?? false}
      defaultSms={settings?.defaultSms ?? true}
      initialPlate={initialPlate}
      actions={actions}
      onPaid={(assignedRightId) =>
        navigate(`/transient/${placeId}/summary/${assignedRightId}?receipt=true`)
      }
    />
  );
}

/** Called when idle on the home page: what the payment step will need, before it is shown. */
export function prefetchPayment({
  queryClient,
  placeId,
  customerPlace,
}: {
  queryClient: QueryClient;
  placeId: string;
  customerPlace: CustomerPlace;
}): void {
  if ((customerPlace.rate ?? []).some((rate) => !isFreeRate(rate))) {
    const kind = cardKindOf(customerPlace.paymentProvider);
    void queryClient.prefetchQuery(getCardProviderInfoQueryOptions(kind, placeId));
  }
}
