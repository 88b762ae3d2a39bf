import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { AlertIcon, MailIcon } from '../ui/icons.tsx';
import '../ui/alert.css';
import './ticket-footer.css';

/**
 * The end of every paid ticket (spec section 2): the parking-space warning in the flow's words,
 * the 'email receipt' row (left out where nothing can be sent) and the operator's support
 * address when it has one.
 */
export function TicketFooter({
  warning,
  emailLabel,
  onEmail,
  contactEmail,
}: {
  warning: string;
  emailLabel: string;
  onEmail: (() => void) | null;
  contactEmail: string | null | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className="alert alert--warning">
        <AlertIcon className="alert__icon" />
        <p>{warning}</p>
      </div>
      {onEmail && (
        <button type="button" className="button button--secondary button--block" onClick={onEmail}>
          <MailIcon />
          {emailLabel}
        </button>
      )}
      {contactEmail && (
        <p className="ticket-contact">
          {t('ticket_paid.contact')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      )}
    </>
  );
}
