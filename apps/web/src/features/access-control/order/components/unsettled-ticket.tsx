import { Link } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatusNote } from '#web/features/access-control/components/status-note.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';

/**
 * An order the gateway has not confirmed yet (decision 059: the return may overtake the
 * notification). The page checks again by itself a few times; after that it says so, offers
 * one more check, and the stay, which shows the payment once confirmed.
 */
export function PendingTicket({
  exhausted,
  onCheckAgain,
  stayHref,
}: {
  exhausted: boolean;
  onCheckAgain: () => void;
  stayHref: string;
}) {
  const { t } = useI18n();
  return (
    <div className="stack" aria-busy={!exhausted}>
      <h1 className="ac-title">{t('accessControl.order.pending_title')}</h1>
      {exhausted ? (
        <>
          <p role="status">{t('accessControl.order.pending_slow')}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onCheckAgain}
          >
            {t('accessControl.order.check_again')}
          </button>
          <Link className="button button--secondary button--block" to={stayHref}>
            {t('accessControl.order.see_stay')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('accessControl.order.pending_text')}</p>
          <Spinner label={t('accessControl.stay.checking')} />
        </>
      )}
    </div>
  );
}

/** A declined or cancelled payment: nothing was charged; the stay is where to pay again. */
export function FailedTicket({ stayHref }: { stayHref: string }) {
  const { t } = useI18n();
  return (
    <StatusNote
      title={t('accessControl.stay.failed_title')}
      text={t('accessControl.order.failed_text')}
      to={stayHref}
      action={t('accessControl.stay.try_again')}
    />
  );
}

/**
 * Charged when another payment had already paid the stay (two tabs, two orders; decision 059):
 * the money is on its way back. The stay shows the payment that counts.
 */
export function RefundedTicket({ stayHref }: { stayHref: string }) {
  const { t } = useI18n();
  return (
    <StatusNote
      title={t('accessControl.order.refunded_title')}
      text={t('accessControl.order.refunded_text')}
      to={stayHref}
      action={t('accessControl.order.see_stay')}
    />
  );
}

/**
 * Paid after its price expired, for less than the stay then owed (decision 069): the money is on
 * its way back and the stay still owes; paying again is priced now.
 */
export function ExpiredRefundedTicket({ stayHref }: { stayHref: string }) {
  const { t } = useI18n();
  return (
    <StatusNote
      title={t('accessControl.order.expired_refunded_title')}
      text={t('accessControl.order.expired_refunded_text')}
      to={stayHref}
      action={t('accessControl.order.pay_current_price')}
    />
  );
}
