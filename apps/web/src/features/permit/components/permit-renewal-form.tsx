import type { PermitInfo } from '@parking/domain/contracts';
import { licensePlatesOf } from '@parking/domain/session';
import { useMemo } from 'react';
import { cardKindOf, OptionPaymentForm, type PaymentActions } from '#web/features/payment/index.ts';
import { getResumeQueryOptions } from '#web/features/transient/index.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorCodeOf } from '#web/lib/error-code.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useQueryClient } from '#web/lib/query.ts';
import { useNavigate } from '#web/lib/router/router.tsx';
import { getPermitInfoQueryOptions } from '../api/get-permit-info.ts';
import { permitPaymentActions } from '../lib/permit-payment-actions.ts';
import { type PermitOption, permitOption } from '../lib/permit-rate.ts';
import { usePermitContext } from '../permit-context.ts';

/** The server's word that the permit is no longer payable: the page must show its new status. */
function isStatusRefusal(error: unknown): boolean {
  const code = isApiError(error) ? errorCodeOf(error) : null;
  return code === 'PERMIT_ALREADY_RENEWED' || code === 'PERMIT_RENEWAL_ENDED';
}

/**
 * The renewal's card payment form with the rate's breakdown and the permit's plate fixed: a
 * chunk of its own (with the payment feature), so the permit's heading and details paint before
 * it. Paid, the driver lands on the paid ticket with the e-mail receipt offered (decision 047's
 * state).
 */
export default function PermitRenewalForm({
  permit,
  refetch,
}: {
  permit: PermitInfo;
  refetch: () => Promise<void>;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { placeId, customerPlace, localize } = usePermitContext();
  const { assignedRightId } = permit.assignedRight;
  const cardKind = cardKindOf(customerPlace.paymentProvider);
  const options = useMemo(() => [permitOption(localize(permit.rate))], [permit.rate, localize]);
  const plate = licensePlatesOf(permit.assignedRight.credential)[0];

  const actions = useMemo((): PaymentActions<PermitOption> => {
    const permitActions = permitPaymentActions({ placeId, kind: cardKind, assignedRightId });
    return {
      ...permitActions,
      generate: (option) =>
        permitActions.generate(option).catch((error: unknown) => {
          // Renewed in another tab, or the window closed while the page was open.
          if (isStatusRefusal(error)) void refetch();
          throw error;
        }),
    };
  }, [placeId, cardKind, assignedRightId, refetch]);

  const onPaid = async (paidRightId: string) => {
    // The ticket and the summary read these: ask again so they show the new cycle at once.
    await Promise.all([
      queryClient.fetchQuery({
        ...getResumeQueryOptions(placeId, { assignedRightId: paidRightId }),
        staleTime: 0,
      }),
      queryClient.fetchQuery(getPermitInfoQueryOptions(placeId, paidRightId)),
    ]);
    navigate(`/permit/${placeId}/ticket-paid/${paidRightId}`, { state: { offerEmail: true } });
  };

  return (
    <OptionPaymentForm
      placeId={placeId}
      title={t('permit.form_title')}
      options={options}
      onRestart={refetch}
      cardKind={cardKind}
      allowSms={false}
      defaultSms={false}
      {...(plate ? { fixedPlate: plate } : {})}
      actions={actions}
      onPaid={(paidRightId) => void onPaid(paidRightId)}
    />
  );
}
