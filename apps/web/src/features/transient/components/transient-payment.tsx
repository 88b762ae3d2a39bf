import type { CustomerPlace } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import { isFreeRate, isRateAvailableAt } from '@parking/domain/pricing';
import { useMemo } from 'react';
import {
  cardKindOf,
  getCardProviderInfoQueryOptions,
  OptionPaymentForm,
} from '#web/features/payment/index.ts';
import { type QueryClient, useQueryClient } from '#web/lib/query.ts';
import { useNavigate } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { getCustomerPlaceQueryOptions } from '../api/get-customer-place.ts';
import { rateOption, transientPaymentActions } from '../lib/transient-payment-actions.ts';
import { useTransientContext } from '../transient-context.ts';

/**
 * The transient home's payment step (a lazy chunk): the place's rates that can be bought now,
 * its settings and card kind, and where to go once paid (spec section 2: transient.summary with
 * receipt=true).
 */
export default function TransientPayment({
  initialPlate,
  afterPlateStep,
}: {
  initialPlate: string;
  /** Shown in place of the plate step, whose Continue had focus: the form's title takes it. */
  afterPlateStep: boolean;
}) {
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
  const options = useMemo(
    () =>
      (allRates ?? [])
        .filter((rate) => isRateAvailableAt({ rate, at: now, timeZone }))
        .map(rateOption),
    [allRates, now, timeZone],
  );
  const settings = customerPlace.settings;
  return (
    <OptionPaymentForm
      placeId={placeId}
      options={options}
      onRestart={() => queryClient.fetchQuery(getCustomerPlaceQueryOptions(placeId))}
      cardKind={cardKind}
      allowSms={settings?.allowSms ?? false}
      defaultSms={settings?.defaultSms ?? true}
      initialPlate={initialPlate}
      focusTitle={afterPlateStep}
      actions={actions}
      // Kept for this device, so that its extension needs no card typed (decision 086).
      deviceCard={{ keep: true, payWithKept: false }}
      onPaid={(paidRightId) =>
        navigate(`/transient/${placeId}/summary/${paidRightId}?receipt=true`)
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
