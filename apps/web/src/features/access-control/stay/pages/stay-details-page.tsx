import type { StaySession } from '@parking/domain/contracts';
import {
  formatDateTime,
  formatMoney,
  formatTimeLeft,
  formatTimeSoon,
  isSameDayIn,
  localize,
} from '@parking/domain/display';
import { isUuid } from '@parking/domain/vocabulary';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { NotFoundNote } from '#web/features/access-control/components/status-note.tsx';
import { useStaySession } from '#web/features/access-control/find/api/get-stay-session.ts';
import { FindRetry } from '#web/features/access-control/find/components/find-retry.tsx';
import type { TypedPlateState } from '#web/features/access-control/find/lib/use-plate-search.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useLocation, useSearchParams } from '#web/lib/router/router.tsx';
import { startRedirectPayment } from '../api/start-redirect-payment.ts';
import { postToGateway } from '../lib/post-to-gateway.ts';
import { shownPlate } from '../lib/shown-plate.ts';
import '#web/features/access-control/find/find.css';

const CardStayPaymentForm = lazy(() => import('../components/card-stay-payment-form.tsx'));

/**
 * stay-details?sessionId (spec section 2): the stay priced now, what it owes and what to do
 * (docs/decisions/056). An owing stay is paid here: through the signed-redirect gateway's
 * hosted page (decision 059), or with the card kinds' form, loaded only then (decision 058).
 */
export default function StayDetailsPage() {
  const { t, locale } = useI18n();
  const { customerId, home } = useAccessControlContext();
  const sessionId = useSearchParams()[0].get('sessionId') ?? '';
  const valid = isUuid(sessionId);
  const query = useStaySession(customerId, sessionId, { enabled: valid });
  const typed = useLocation().state as TypedPlateState | null;
  if (!valid) {
    return (
      <NotFoundNote
        title={t('accessControl.find.stay_not_found_title')}
        home={home}
        block={false}
      />
    );
  }
  if (query.error && !query.data) return <FindRetry query={query} />;
  const stay = query.data;
  if (!stay) return <Spinner label={t('common.loading')} />;
  const timeZone = stay.place.timezone;
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currencyCode: stay.currencyCode, locale });
  const time = (iso: string) => formatDateTime(new Date(iso), { locale, timeZone });
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.stay.title')}</h1>
      <dl className="card ac-details">
        <Row label={t('accessControl.find.plate_label')}>
          <span className="ac-plate">
            {shownPlate(stay, typed) ?? t('accessControl.find.plate_unread')}
          </span>
        </Row>
        <Row label={t('accessControl.stay.lot')}>{localize(stay.place, locale).name}</Row>
        <Row label={t('accessControl.find.entry')}>{time(stay.actualStart)}</Row>
        <Row label={t('accessControl.stay.duration')}>{formatTimeLeft(stay.duration)}</Row>
        <Row label={t('accessControl.stay.amount_due')}>
          <strong>{money(stay.amountDueMinor)}</strong>
        </Row>
      </dl>
      <StayStatusNote stay={stay} />
      {stay.status === 'OWING' && (
        <PayStay
          stay={stay}
          amount={money(stay.amountDueMinor)}
          onRestart={() => query.refetch()}
        />
      )}
      <p className="muted">
        {t('accessControl.stay.tariff', {
          free: stay.pricing.freeMinutes,
          cap: money(stay.pricing.dailyCapMinor),
          grace: stay.pricing.graceMinutes,
        })}
      </p>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="ac-details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function StayStatusNote({ stay }: { stay: StaySession }) {
  const { t, locale } = useI18n();
  if (stay.status === 'PAID' && stay.exitBefore) {
    // 'before 15:10' today, 'before <date>, 0:05' on another day: Spanish needs another article.
    const exit = new Date(stay.exitBefore);
    const now = new Date();
    const timeZone = stay.place.timezone;
    const key = isSameDayIn(exit, now, timeZone)
      ? 'accessControl.stay.paid'
      : 'accessControl.stay.paid_on';
    return (
      <p className="card" role="status">
        {t(key, { time: formatTimeSoon(exit, { locale, timeZone, now }) })}
      </p>
    );
  }
  if (stay.status === 'FREE') return <p className="card">{t('accessControl.stay.free')}</p>;
  if (stay.status === 'LEFT') return <p className="card">{t('accessControl.stay.left')}</p>;
  return null;
}

function PayStay({
  stay,
  amount,
  onRestart,
}: {
  stay: StaySession;
  amount: string;
  onRestart: () => Promise<unknown>;
}) {
  const { t, locale } = useI18n();
  const { customerId } = useAccessControlContext();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');
  if (stay.paymentProvider !== 'REGIONAL_REDIRECT') {
    return (
      <section className="card payment-form" aria-label={t('accessControl.stay.pay_title')}>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <CardStayPaymentForm
            stay={stay}
            payLabel={t('accessControl.stay.pay', { amount })}
            onRestart={onRestart}
          />
        </Suspense>
      </section>
    );
  }
  const pay = async () => {
    setState('starting');
    try {
      postToGateway(await startRedirectPayment({ customerId, sessionId: stay.sessionId, locale }));
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      {state === 'failed' && (
        <p className="field__error" role="alert">
          {t('accessControl.stay.pay_failed')}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={state === 'starting'}
        onClick={pay}
      >
        {t('accessControl.stay.pay', { amount })}
      </button>
    </>
  );
}
