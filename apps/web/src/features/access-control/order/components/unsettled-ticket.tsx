import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatusNote } from '#web/features/access-control/components/status-note.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import { Link } from '#web/lib/router/router.tsx';

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

/** The orders that ended without paying the stay: each says what happened and links the stay. */
const OUTCOME_NOTES = {
  // A declined payment: nothing was charged; the stay is where to pay again.
  FAILED: {
    title: 'accessControl.stay.failed_title',
    text: 'accessControl.order.failed_text',
    action: 'accessControl.stay.try_again',
  },
  // Charged when another payment had already paid the stay (two tabs, two orders; decision
  // 059): the money is on its way back. The stay shows the payment that counts.
  REFUNDED: {
    title: 'accessControl.order.refunded_title',
    text: 'accessControl.order.refunded_text',
    action: 'accessControl.order.see_stay',
  },
  // Paid after its price expired, for less than the stay then owed (decision 069): the money is
  // on its way back and the stay still owes; paying again is priced now.
  EXPIRED_REFUNDED: {
    title: 'accessControl.order.expired_refunded_title',
    text: 'accessControl.order.expired_refunded_text',
    action: 'accessControl.order.pay_current_price',
  },
} as const satisfies Record<string, Record<'title' | 'text' | 'action', TranslationKey>>;

/** A FAILED order the driver cancelled on the gateway's page, said as the return page says it. */
const CANCELLED_NOTE = {
  title: 'accessControl.stay.cancelled_title',
  text: 'accessControl.stay.cancelled_text',
  action: 'accessControl.order.see_stay',
} as const satisfies Record<'title' | 'text' | 'action', TranslationKey>;

type OutcomeStatus = keyof typeof OUTCOME_NOTES;

export const hasOutcomeNote = (status: string): status is OutcomeStatus =>
  Object.hasOwn(OUTCOME_NOTES, status);

/**
 * A failed (or cancelled), refunded or expired-and-refunded order's note, with the way to its
 * stay.
 */
export function OutcomeNote({
  status,
  cancelled = false,
  stayHref,
}: {
  status: OutcomeStatus;
  cancelled?: boolean;
  stayHref: string;
}) {
  const { t } = useI18n();
  const note = status === 'FAILED' && cancelled ? CANCELLED_NOTE : OUTCOME_NOTES[status];
  return (
    <StatusNote title={t(note.title)} text={t(note.text)} to={stayHref} action={t(note.action)} />
  );
}
