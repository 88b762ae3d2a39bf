import { useEffect, useRef, useState } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { StatusNote } from '#web/features/access-control/components/status-note.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useNavigate, useSearchParams } from '#web/lib/router/router.tsx';
import { acceptRedirectReturn } from '../api/accept-redirect-return.ts';
import '#web/features/access-control/find/find.css';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'failed'; sessionId: string; cancelled: boolean }
  | { kind: 'refused' };

/**
 * ticket-paid (spec section 2): where the signed-redirect gateway sends the visitor back, with
 * its signed answer in the query. The page trusts none of it: the server verifies it, accepts it
 * once, and only the gateway's notification marks a stay paid (decision 059). A verified return
 * goes on to the order's ticket (ticket-paid-v1, which waits for the notification while the
 * order is PENDING), replacing this address so a refresh does not replay it.
 */
export default function TicketPaidPage() {
  const { t } = useI18n();
  const { home } = useAccessControlContext();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const sent = useRef(false);

  useEffect(() => {
    // Once: a second call is a replay to the server (409), e.g. under React's strict mode.
    if (sent.current) return;
    sent.current = true;
    const params = {
      Ds_SignatureVersion: query.get('Ds_SignatureVersion') ?? '',
      Ds_MerchantParameters: query.get('Ds_MerchantParameters') ?? '',
      Ds_Signature: query.get('Ds_Signature') ?? '',
    };
    acceptRedirectReturn(params).then(
      (result) => {
        if (result.status === 'FAILED') {
          const cancelled = result.cancelled === true;
          setOutcome({ kind: 'failed', sessionId: result.sessionId, cancelled });
        } else navigate(`${home}/ticket-paid-v1/${result.orderId}`, { replace: true });
      },
      () => setOutcome({ kind: 'refused' }),
    );
  }, [query, home, navigate]);

  if (outcome.kind === 'checking') return <Spinner label={t('accessControl.stay.checking')} />;
  if (outcome.kind === 'failed') {
    return (
      // A driver who chose 'Cancel' on the gateway's page is told so, not that their card failed.
      <StatusNote
        title={t(
          outcome.cancelled
            ? 'accessControl.stay.cancelled_title'
            : 'accessControl.stay.failed_title',
        )}
        text={t(
          outcome.cancelled
            ? 'accessControl.stay.cancelled_text'
            : 'accessControl.stay.failed_text',
        )}
        to={`${home}/stay-details?sessionId=${outcome.sessionId}`}
        action={t(
          outcome.cancelled ? 'accessControl.order.see_stay' : 'accessControl.stay.try_again',
        )}
      />
    );
  }
  return (
    <StatusNote
      title={t('accessControl.stay.refused_title')}
      text={t('accessControl.stay.refused_text')}
      to={home}
      action={t('accessControl.find.search_again')}
    />
  );
}
