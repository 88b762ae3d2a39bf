import { isUuid } from '@parking/domain/vocabulary';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { NotFoundNote } from '#web/features/access-control/components/status-note.tsx';
import { FindRetry } from '#web/features/access-control/find/components/find-retry.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useParams } from '#web/lib/router/router.tsx';
import { useStayOrder } from '../api/get-stay-order.ts';
import { PaidTicket } from '../components/paid-ticket.tsx';
import { hasOutcomeNote, OutcomeNote, PendingTicket } from '../components/unsettled-ticket.tsx';
import { usePendingPoll } from '../lib/use-pending-poll.ts';
import '#web/features/access-control/find/find.css';

/**
 * ticket-paid-v1/{orderId} (spec section 2): a stay's paid ticket by its order. The order id is
 * the capability (spec section 6). PENDING (the gateway's notification not in yet) is asked
 * again a few times; FAILED goes back to the stay to pay again (a cancel on the gateway's
 * page is said as one); REFUNDED (another payment had
 * paid the stay) says the money goes back; EXPIRED_REFUNDED (paid after its price expired,
 * decision 069) says so too, and that the stay still owes.
 */
export default function TicketPaidV1Page() {
  const { t } = useI18n();
  const { customerId, home } = useAccessControlContext();
  const orderId = useParams().orderId ?? '';
  const valid = isUuid(orderId);
  const query = useStayOrder(customerId, orderId, { enabled: valid });
  const order = query.data;
  const poll = usePendingPoll(order?.status === 'PENDING', query.refetch);

  const missing = !valid || (isApiError(query.error) && query.error.status === 404);
  if (missing && !order)
    return <NotFoundNote title={t('accessControl.order.not_found_title')} home={home} />;
  if (query.error && !order) return <FindRetry query={query} />;
  if (!order) return <Spinner label={t('common.loading')} />;
  const stayHref = `${home}/stay-details?sessionId=${encodeURIComponent(order.sessionId)}`;
  if (hasOutcomeNote(order.status))
    return <OutcomeNote status={order.status} cancelled={order.cancelled} stayHref={stayHref} />;
  if (order.status === 'PENDING') {
    return (
      <PendingTicket
        exhausted={poll.exhausted}
        onCheckAgain={() => {
          poll.again();
          void query.refetch();
        }}
        stayHref={stayHref}
      />
    );
  }
  return <PaidTicket order={order} />;
}
