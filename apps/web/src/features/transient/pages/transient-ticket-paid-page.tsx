import type { Resume } from '@parking/domain/contracts';
import { formatDateTime, formatMoney, formatTimeLeft, safeTimeZone } from '@parking/domain/display';
import { getPaidTicket, getRemainingMinutes } from '@parking/domain/session';
import { useId, useState } from 'react';
import { ReceiptBreakdown } from '#web/components/ticket/receipt-breakdown.tsx';
import { TicketFooter } from '#web/components/ticket/ticket-footer.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useLocation, useParams } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { EmailReceiptModal } from '../components/email-receipt-modal.tsx';
import { ResumeGate } from '../components/resume-gate.tsx';
import { isOfferEmailState } from '../lib/offer-email-state.ts';
import { useTransientContext } from '../transient-context.ts';
import '#web/components/ui/alert.css';
import '../components/session-details.css';
import './transient-ticket-paid-page.css';

/** transient.ticket.paid (spec section 2): the receipt of a session. */
export default function TransientTicketPaidPage() {
  const { t } = useI18n();
  const { assignedRightId = '' } = useParams();
  const { placeId } = useTransientContext();
  return (
    <ResumeGate
      placeId={placeId}
      resumeRef={{ assignedRightId }}
      loadingLabel={t('ticket_paid.loading')}
    >
      {(resume) => <Ticket resume={resume} />}
    </ResumeGate>
  );
}

function Ticket({ resume }: { resume: Resume }) {
  const { t, locale } = useI18n();
  const { customerPlace } = useTransientContext();
  const location = useLocation();
  // The e-mail modal opens by itself right after paying (the summary's link with receipt=true);
  // a receipt reopened later waits to be asked (docs/decisions/047).
  const [emailOpen, setEmailOpen] = useState(() => isOfferEmailState(location.state));
  const invoiceTitleId = useId();
  const now = useNow();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const ticket = getPaidTicket(resume, locale);
  const { period, plates, card } = ticket;
  const remaining = period ? getRemainingMinutes({ end: period.end, now }) : 0;
  const date = (value: Date | null | undefined) =>
    value ? formatDateTime(value, { locale, timeZone }) : '-';
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currencyCode: ticket.currencyCode, locale });
  const contactEmail = customerPlace.contactEmail;

  return (
    <div className="stack ticket">
      <header className="ticket__header">
        <h1>{t('ticket_paid.title')}</h1>
        <p className="muted">{t('ticket_paid.subtitle')}</p>
      </header>
      <dl className="details">
        <div className="details__row">
          <dt>{t('ticket_paid.start')}</dt>
          <dd>{date(period?.start)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('ticket_paid.end')}</dt>
          <dd>{date(period?.end)}</dd>
        </div>
        <div className="details__row">
          <dt>{plates.length > 1 ? t('ticket_paid.plates') : t('ticket_paid.plate')}</dt>
          <dd>
            {plates.length > 1 ? (
              <ul className="badges">
                {plates.map((plate) => (
                  <li key={plate} className="badge">
                    {plate}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="details__plate">{plates[0] ?? '-'}</span>
            )}
          </dd>
        </div>
        <div className="details__row">
          <dt>{t('ticket_paid.address')}</dt>
          <dd>{customerPlace.place?.addresses[0]?.addressLine1 || '-'}</dd>
        </div>
        <div className="details__row">
          <dt>{t('ticket_paid.location')}</dt>
          <dd>{customerPlace.place?.name ?? customerPlace.name}</dd>
        </div>
        <div className="details__row">
          <dt>{t('ticket_paid.expiry')}</dt>
          <dd>
            {remaining > 0
              ? t('ticket_paid.expires_in', { duration: formatTimeLeft(remaining) })
              : t('ticket_paid.expired')}
          </dd>
        </div>
      </dl>

      <section className="card" aria-labelledby={invoiceTitleId}>
        <h2 id={invoiceTitleId} className="card__title">
          {t('ticket_paid.invoice_title')}
        </h2>
        <ReceiptBreakdown
          ticket={ticket}
          chargeOf={(line) => line.rateName ?? t('ticket_paid.parking')}
          paidOnOf={(line) => date(line.paidOn)}
          money={money}
        />
        <div className="ticket__payment">
          {/* No card for a paid ticket opened on a device that did not pay it (decision 068). */}
          {card ? (
            <p>{t('ticket_paid.charged_to', { card })}</p>
          ) : (
            ticket.totalMinor === 0 && <p>{t('ticket_paid.free')}</p>
          )}
        </div>
      </section>

      <TicketFooter
        warning={t('ticket_paid.space_warning')}
        emailLabel={t('ticket_paid.email_row')}
        onEmail={() => setEmailOpen(true)}
        contactEmail={contactEmail}
      />

      <EmailReceiptModal
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        placeId={resume.placeId}
        assignedRightId={resume.assignedRightId}
      />
    </div>
  );
}
