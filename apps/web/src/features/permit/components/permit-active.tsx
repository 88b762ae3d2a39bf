import type { PermitInfo } from '@parking/domain/contracts';
import { formatDateTime, safeTimeZone } from '@parking/domain/display';
import { licencePlatesOf } from '@parking/domain/session';
import { PERMIT_MESSAGES } from '@parking/domain/vocabulary';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { useQueryClient } from '../../../lib/query.ts';
import {
  cardKindOf,
  type PaymentActions,
  permitPaymentActions,
  RatePaymentForm,
} from '../../payment/index.ts';
import { getResumeQueryOptions } from '../../transient/index.ts';
import { getPermitInfoQueryOptions } from '../api/get-permit-info.ts';
import { permitRateForForm } from '../lib/permit-rate.ts';
import { usePermitContext } from '../permit-context.ts';
import { PermitDetails } from './permit-details.tsx';
import './permit.css';

/** The server's word that the permit is no longer payable: the page must show its new status. */
const isStatusRefusal = (error: unknown) =>
  isApiError(error) &&
  error.status === 400 &&
  (error.message === PERMIT_MESSAGES.alreadyRenewed ||
    error.message === PERMIT_MESSAGES.renewalEnded);

/**
 * An ACTIVE permit (spec section 2, 'Permit summary'): no image header; the permit's details,
 * then the card payment form with the rate's breakdown and the permit's plate fixed. Paid, the
 * driver lands on the paid ticket with the e-mail receipt offered (decision 047's state).
 */
export function PermitActive({
  permit,
  refetch,
}: {
  permit: PermitInfo;
  refetch: () => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { placeId, customerPlace, localize } = usePermitContext();
  const { assignedRightId } = permit.assignedRight;
  const cardKind = cardKindOf(customerPlace.paymentProvider);
  const rates = useMemo(() => [localize(permitRateForForm(permit.rate))], [permit.rate, localize]);
  const plate = licencePlatesOf(permit.assignedRight.credential)[0];
  const timeZone = safeTimeZone(customerPlace.place?.timezone);

  const actions = useMemo((): PaymentActions => {
    const permitActions = permitPaymentActions({ placeId, kind: cardKind, assignedRightId });
    return {
      ...permitActions,
      generate: (rate) =>
        permitActions.generate(rate).catch((error: unknown) => {
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

  const next = permit.nextPeriod;
  const date = (value: string) => formatDateTime(new Date(value), { locale, timeZone });
  return (
    <div className="stack">
      <h1 className="permit-title">{t('permit.active_title')}</h1>
      <section className="card">
        <PermitDetails permit={permit} />
      </section>
      {next && (
        <p className="permit-note">
          {t('permit.renews', { start: date(next.start), end: date(next.end) })}
        </p>
      )}
      <RatePaymentForm
        placeId={placeId}
        title={t('permit.form_title')}
        rates={rates}
        reloadRates={refetch}
        cardKind={cardKind}
        allowSms={false}
        defaultSms={false}
        {...(plate ? { fixedPlate: plate } : {})}
        actions={actions}
        onPaid={(paidRightId) => void onPaid(paidRightId)}
      />
    </div>
  );
}
