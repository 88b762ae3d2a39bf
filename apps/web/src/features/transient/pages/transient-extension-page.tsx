import type { Rate } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import { isRateAvailableAt } from '@parking/domain/pricing';
import { getCoveredPeriod, licensePlatesOf } from '@parking/domain/session';
import { DEFAULT_CUSTOMER_SETTINGS, isUuid } from '@parking/domain/vocabulary';
import { useId, useMemo, useState } from 'react';
import { PlaceHeader } from '#web/components/place/place-header.tsx';
import { AlertIcon } from '#web/components/ui/icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cardKindOf, OptionPaymentForm, type PaymentActions } from '#web/features/payment/index.ts';
import { useStartNow } from '#web/lib/hydration.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useQueryClient } from '#web/lib/query.ts';
import { Link, useLocation, useNavigate, useParams } from '#web/lib/router/router.tsx';
import { getExtensionRatesQueryOptions, useExtensionRates } from '../api/get-extension-rates.ts';
import { getResumeQueryOptions, useResume } from '../api/get-resume.ts';
import type { ExtendedState } from '../components/extended-status.tsx';
import { ExtensionEnds } from '../components/extension-ends.tsx';
import { TermsLink } from '../components/terms-link.tsx';
import { TransientNotFound } from '../components/transient-not-found.tsx';
import { extensionAvailability, isExtensionRefusal } from '../lib/extension-availability.ts';
import {
  extensionPaymentActions,
  type RateOption,
  rateOption,
} from '../lib/transient-payment-actions.ts';
import { useTransientContext } from '../transient-context.ts';
import '#web/components/ui/actions.css';
import '#web/components/ui/alert.css';

/**
 * transient.extension (spec section 2, 'Extension page'): the place header, then either the rate
 * and payment form titled 'extend session' with the session's plate fixed, or 'extension not
 * available' with a way to buy another session and a way back.
 */
export default function TransientExtensionPage() {
  const { assignedRightId = '' } = useParams();
  const { placeId, customerPlace } = useTransientContext();
  if (!isUuid(assignedRightId)) return <TransientNotFound placeId={placeId} />;
  return (
    <div className="stack">
      <PlaceHeader customerPlace={customerPlace} />
      <Extension key={assignedRightId} assignedRightId={assignedRightId} />
    </div>
  );
}

function Extension({ assignedRightId }: { assignedRightId: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { placeId, customerPlace, localize } = useTransientContext();
  const settings = customerPlace.settings;
  const allowExtensions = settings?.allowExtensions === true;
  const resume = useResume(placeId, { assignedRightId }, { enabled: true });
  const rates = useExtensionRates(placeId, assignedRightId, { enabled: allowExtensions });
  // The server's refusal at generate time ('No live session found', extensions switched off).
  const [refused, setRefused] = useState(false);
  // Whether the session is still live is judged once, when the page opens: a session that ends
  // while the driver pays is the server's to decide, not a reason to pull the form away.
  // The server's clock on its render and while it hydrates (the rates on offer must match).
  const startNow = useStartNow();
  const [openedAt] = useState(() => startNow().getTime());
  // The rate the form is pricing: the one whose pending payment the server will settle, so the
  // new end shown is the one it will record (see `generate` below).
  const [pricing, setPricing] = useState<Rate | null>(null);

  const payments = resume.data?.payments;
  const plate = payments
    ? (licensePlatesOf(payments.flatMap((paid) => paid.credential))[0] ?? null)
    : null;
  const currentEnd = payments ? (getCoveredPeriod({ payments })?.end ?? null) : null;
  const availability = extensionAvailability({
    allowExtensions,
    session: {
      data: payments ? { end: currentEnd } : undefined,
      error: resume.error,
    },
    rates: { data: rates.data, error: rates.error },
    refused,
    now: openedAt,
  });

  const cardKind = cardKindOf(customerPlace.paymentProvider);
  const actions = useMemo((): PaymentActions<RateOption> => {
    const extension = extensionPaymentActions({ placeId, kind: cardKind, assignedRightId });
    return {
      ...extension,
      generate: (option) => {
        setPricing(option.rate);
        return extension.generate(option).catch((error: unknown) => {
          if (isExtensionRefusal(error)) setRefused(true);
          throw error;
        });
      },
    };
  }, [placeId, cardKind, assignedRightId]);

  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const buyable = useMemo(() => {
    const at = new Date(openedAt);
    return (rates.data ?? [])
      .filter((rate: Rate) => isRateAvailableAt({ rate, at, timeZone }))
      .map((rate) => rateOption(localize(rate)));
  }, [rates.data, openedAt, timeZone, localize]);

  const onPaid = async (paidRightId: string) => {
    // The summary reads the cached session: ask again (staleTime 0: the cache may be seconds
    // old) so it shows the new end and the moved reminder at once.
    await queryClient.fetchQuery({
      ...getResumeQueryOptions(placeId, { assignedRightId: paidRightId }),
      staleTime: 0,
    });
    const state: ExtendedState = { extended: true };
    navigate(`/transient/${placeId}/summary/${paidRightId}?receipt=true`, { state });
  };

  if (availability === 'loading') return <Spinner label={t('transient.extension.loading')} />;
  if (availability === 'load-failed') {
    return (
      <div className="alert alert--danger" role="alert">
        <div>
          <h2 className="alert__title">{t('errors.load_failed_title')}</h2>
          <p>{t('errors.load_failed_description')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (resume.error) void resume.refetch();
              if (rates.error) void rates.refetch();
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (availability === 'not-available') {
    return (
      <NotAvailable
        plate={plate}
        backTo={resume.data ? `/transient/${placeId}/summary/${assignedRightId}` : null}
      />
    );
  }
  const reminder = resume.data?.reminder ?? null;
  return (
    <>
      {currentEnd && (
        <ExtensionEnds
          currentEnd={currentEnd}
          // Before the form's first payment is made (on the server's render too), the option it
          // selects first: the new end is on the page from the first paint, so nothing moves
          // when it comes (a date after midnight wraps to a second line at 320 px).
          rate={pricing ?? buyable[0]?.rate ?? null}
          reminder={reminder}
          expireMinutes={settings?.expireMinutes ?? DEFAULT_CUSTOMER_SETTINGS.expireMinutes}
        />
      )}
      <OptionPaymentForm
        placeId={placeId}
        title={t('transient.extension.title')}
        options={buyable}
        onRestart={() =>
          queryClient.fetchQuery(getExtensionRatesQueryOptions(placeId, assignedRightId))
        }
        cardKind={cardKind}
        // A session with a reminder keeps it (moved to the new end, said above); one without is
        // offered it, unticked: asking by default would stand between the driver and Pay.
        allowSms={(settings?.allowSms ?? false) && reminder === null}
        defaultSms={false}
        {...(plate ? { fixedPlate: plate } : {})}
        actions={actions}
        onPaid={(paidRightId) => void onPaid(paidRightId)}
        // The card kept at the first payment pays in one tap; a newly typed one may be kept.
        deviceCard={{ keep: true, payWithKept: true }}
      />
      {customerPlace.termsUrl && <TermsLink url={customerPlace.termsUrl} />}
    </>
  );
}

/**
 * 'Extension not available': buy another session for the same plate, or go back (to where the
 * driver came from; from a shared link, to the session's summary, or the place's home).
 */
function NotAvailable({ plate, backTo }: { plate: string | null; backTo: string | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const { placeId } = useTransientContext();
  const titleId = useId();
  const home = `/transient/${placeId}`;
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(backTo ?? home);
  };
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="alert alert--warning">
        <AlertIcon className="alert__icon" />
        <div>
          <h2 id={titleId} className="alert__title">
            {t('transient.extension.not_available_title')}
          </h2>
          <p>{t('transient.extension.not_available_description')}</p>
        </div>
      </div>
      <div className="actions">
        <Link
          className="button button--primary button--block"
          to={plate ? `${home}?licencePlate=${encodeURIComponent(plate)}` : home}
        >
          {t('transient.extension.purchase_another')}
        </Link>
        <button type="button" className="button button--secondary button--block" onClick={goBack}>
          {t('transient.extension.go_back')}
        </button>
      </div>
    </section>
  );
}
