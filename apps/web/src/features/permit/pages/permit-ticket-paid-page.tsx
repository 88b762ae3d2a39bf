import type { PermitInfo, Resume } from '@parking/domain/contracts';
import { formatDateTime, formatMoney, safeTimeZone } from '@parking/domain/display';
import { getLatestBasePayment, getPaidTicket } from '@parking/domain/session';
import { lazy, Suspense, useId, useState } from 'react';
import { ReceiptBreakdown } from '#web/components/ticket/receipt-breakdown.tsx';
import { TicketFooter } from '#web/components/ticket/ticket-footer.tsx';
import { DataGate } from '#web/components/ui/data-gate.tsx';
import { ClockIcon } from '#web/components/ui/icons.tsx';
import { LoadingOverlay } from '#web/components/ui/loading-overlay.tsx';
import {
  isOfferEmailState,
  loadEmailReceiptModal,
  useResume,
} from '#web/features/transient/index.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useLocation } from '#web/lib/router/router.tsx';
import { PermitDetails } from '../components/permit-details.tsx';
import { PermitGate } from '../components/permit-gate.tsx';
import { PermitNotFound } from '../components/permit-not-found.tsx';
import { usePermitContext } from '../permit-context.ts';
import '#web/components/ui/alert.css';
import '../components/permit.css';

/** Only when the driver asks (or right after paying): the modal is a chunk of its own. */
const EmailReceiptModal = lazy(() =>
  loadEmailReceiptModal().then((module) => ({ default: module.EmailReceiptModal })),
);

/**
 * permit.ticket.paid (spec section 2, 'Permit paid ticket'): the latest BASE payment (the cycle
 * just paid, not every month the permit has had), who was charged, the parking-space warning,
 * the 10 minutes to leave the lot and the e-mail receipt.
 */
export default function PermitTicketPaidPage() {
  const { t } = useI18n();
  return (
    <PermitGate loadingLabel={t('permit.ticket_loading')}>
      {(permit) => <WithResume permit={permit} />}
    </PermitGate>
  );
}

/** The card and the rate's name come with the session's resume, as on every paid ticket. */
function WithResume({ permit }: { permit: PermitInfo }) {
  const { t } = useI18n();
  const { placeId } = usePermitContext();
  const { assignedRightId } = permit.assignedRight;
  const resume = useResume(placeId, { assignedRightId }, { enabled: true });
  // The permit was found just before: its resume missing too is the same not-found.
  return (
    <DataGate
      query={resume}
      notFound={<PermitNotFound />}
      loading={<LoadingOverlay label={t('permit.ticket_loading')} />}
    >
      {(data) => <Ticket permit={permit} resume={data} />}
    </DataGate>
  );
}

function Ticket({ permit, resume }: { permit: PermitInfo; resume: Resume }) {
  const { t, locale } = useI18n();
  const { customerPlace } = usePermitContext();
  const location = useLocation();
  const [emailOpen, setEmailOpen] = useState(() => isOfferEmailState(location.state));
  const invoiceTitleId = useId();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const latest = getLatestBasePayment({ payments: resume.payments });
  const ticket = getPaidTicket(
    { payments: latest ? [latest] : [], cardDetail: resume.cardDetail },
    locale,
  );
  const line = ticket.lines[0];
  const holder = permit.assignedRight.customer.map((customer) => customer.name).join(', ');
  const date = (value: Date) => formatDateTime(value, { locale, timeZone });
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currencyCode: ticket.currencyCode, locale });
  const contactEmail = customerPlace.contactEmail;

  return (
    <div className="stack">
      <header className="permit-title">
        <h1>{t('permit.ticket_title')}</h1>
        <p className="permit-note">{t('permit.ticket_subtitle')}</p>
      </header>
      <div className="alert alert--success" role="note">
        <ClockIcon className="alert__icon" />
        <p>{t('permit.ticket_leave')}</p>
      </div>
      <section className="card">
        <PermitDetails permit={permit} period="paid" />
      </section>

      <section className="card" aria-labelledby={invoiceTitleId}>
        <h2 id={invoiceTitleId} className="card__title">
          {t('permit.ticket_invoice_title')}
        </h2>
        {line && ticket.period ? (
          <>
            <ReceiptBreakdown
              ticket={ticket}
              chargeOf={(charge) => charge.rateName ?? t('permit.rate')}
              paidOnOf={null}
              money={money}
            />
            <div className="permit-payment">
              {holder && <p>{t('permit.ticket_charged_person', { name: holder })}</p>}
              {ticket.card && <p>{t('permit.ticket_charged_card', { card: ticket.card })}</p>}
              <p className="permit-note">
                {t('permit.ticket_paid_on', { date: date(line.paidOn) })}
              </p>
            </div>
          </>
        ) : (
          <p>{t('permit.ticket_no_payment')}</p>
        )}
      </section>

      <TicketFooter
        warning={t('permit.ticket_space_warning')}
        emailLabel={t('ticket_paid.email_row')}
        onEmail={() => setEmailOpen(true)}
        contactEmail={contactEmail}
      />

      <Suspense fallback={null}>
        <EmailReceiptModal
          open={emailOpen}
          onClose={() => setEmailOpen(false)}
          placeId={resume.placeId}
          assignedRightId={resume.assignedRightId}
        />
      </Suspense>
    </div>
  );
}
