import type { Resume } from '@parking/domain/contracts';
import { formatDateTime, formatMoney, safeTimeZone } from '@parking/domain/display';
import { getPaidTicket, getRemainingMinutes, getSessionState } from '@parking/domain/session';
import { DEFAULT_CUSTOMER_SETTINGS } from '@parking/domain/vocabulary';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, useLocation, useParams, useSearchParams } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import type { ResumeRef } from '../api/get-resume.ts';
import { ExtendedStatus, isExtendedState } from '../components/extended-status.tsx';
import { ReminderNote } from '../components/reminder-note.tsx';
import { ResumeGate } from '../components/resume-gate.tsx';
import { SessionBanner } from '../components/session-banner.tsx';
import type { OfferEmailState } from '../lib/offer-email-state.ts';
import { useTransientContext } from '../transient-context.ts';
import '#web/components/ui/actions.css';
import '../components/session-details.css';

/** Spec section 4: the remaining time is recomputed every 5 seconds. */
const COUNTDOWN_REFRESH_MS = 5000;

/**
 * transient.summary and transient.summary.external (spec section 2): the session's time left,
 * its covered period, plate and place, and what to do next. The back button is hidden here.
 */
export default function TransientSummaryPage() {
  const { t } = useI18n();
  const { assignedRightId, externalId } = useParams();
  const { placeId } = useTransientContext();
  const resumeRef: ResumeRef | null = assignedRightId
    ? { assignedRightId }
    : externalId
      ? { externalId }
      : null;
  return (
    <ResumeGate
      placeId={placeId}
      resumeRef={resumeRef}
      loadingLabel={t('transient.summary.loading')}
    >
      {(resume) => <Summary resume={resume} />}
    </ResumeGate>
  );
}

function Summary({ resume }: { resume: Resume }) {
  const { t, locale } = useI18n();
  const [search] = useSearchParams();
  const location = useLocation();
  const { placeId, customerPlace } = useTransientContext();
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const settings = customerPlace.settings;
  const ticket = getPaidTicket(resume);
  const period = ticket.period;
  const { reminder } = resume;
  const remainingMinutes = period ? getRemainingMinutes({ end: period.end, now }) : 0;
  const state = getSessionState({
    remainingMinutes,
    expireMinutes: settings?.expireMinutes ?? DEFAULT_CUSTOMER_SETTINGS.expireMinutes,
  });
  const plate = ticket.plates[0] ?? null;
  const format = (date: Date | undefined) =>
    date ? formatDateTime(date, { locale, timeZone }) : '-';
  const home = `/transient/${placeId}`;
  const id = resume.assignedRightId;
  // Right after paying (receipt=true) the ticket offers the receipt by e-mail by itself, as the
  // spec has it; a summary reopened later links to the same ticket without the interruption.
  const offerEmail: OfferEmailState | undefined =
    search.get('receipt') === 'true' ? { offerEmail: true } : undefined;
  return (
    <div className="stack">
      <SessionBanner state={state} remainingMinutes={remainingMinutes} />
      {isExtendedState(location.state) && period && (
        <ExtendedStatus end={period.end} timeZone={timeZone} now={now} />
      )}
      {reminder && (
        <ReminderNote
          phoneNumberMasked={reminder.phoneNumberMasked}
          at={new Date(reminder.sendAt)}
          sent={reminder.status === 'SENT'}
          timeZone={timeZone}
          now={now}
        />
      )}
      <dl className="details">
        <div className="details__row">
          <dt>{t('transient.summary.start')}</dt>
          <dd>{format(period?.start)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('transient.summary.end')}</dt>
          <dd>{format(period?.end)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('transient.summary.amount_paid')}</dt>
          <dd>
            {formatMoney({
              amountMinor: ticket.totalMinor,
              currencyCode: ticket.currencyCode,
              locale,
            })}
          </dd>
        </div>
        <div className="details__row">
          <dt>{t('transient.summary.plate')}</dt>
          <dd className="details__plate">{plate ?? '-'}</dd>
        </div>
        <div className="details__row">
          <dt>{t('transient.summary.address')}</dt>
          <dd>{customerPlace.place?.addresses[0]?.addressLine1 || '-'}</dd>
        </div>
        <div className="details__row">
          <dt>{t('transient.summary.location')}</dt>
          <dd>{customerPlace.place?.name ?? customerPlace.name}</dd>
        </div>
      </dl>
      <div className="actions">
        {settings?.allowExtensions && remainingMinutes > 0 && (
          <Link className="button button--primary button--block" to={`${home}/extension/${id}`}>
            {t('transient.summary.extend')}
          </Link>
        )}
        <Link
          className="button button--secondary button--block"
          to={plate ? `${home}?licencePlate=${encodeURIComponent(plate)}` : home}
        >
          {t('transient.summary.purchase_another')}
        </Link>
        {resume.payments.length > 0 && (
          <Link
            className="button button--ghost button--block"
            to={`${home}/ticket-paid/${id}`}
            state={offerEmail}
          >
            {t('transient.summary.view_receipt')}
          </Link>
        )}
      </div>
    </div>
  );
}
