import type { PendingQuote } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import {
  type BookingPlaceHours,
  type BookingWindowChange,
  type BookingWindowDraft,
  changeBookingWindow,
  getDefaultOpenWindow,
  toRequestedWindow,
  toWindowDraft,
} from '@parking/domain/reservation';
import {
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { PlaceHeader } from '#web/components/place/place-header.tsx';
import { useStartNow } from '#web/lib/hydration.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { whenIdle } from '#web/lib/idle.ts';
import { useNow } from '#web/lib/use-now.ts';
import { computeBookingQuote } from '../api/compute-booking-quote.ts';
import { BookingWindowFields } from '../components/booking-window-fields.tsx';
import { WindowRefusalAlert } from '../components/window-refusal-alert.tsx';
import { type WindowRefusal, windowRefusalOf } from '../lib/window-refusal.ts';
import { useReservationContext } from '../reservation-context.ts';
import '#web/components/ui/alert.css';
import '#web/components/ui/form.css';
import { InteractiveForm } from '#web/components/ui/interactive-form.tsx';

// Not on the first page (decision 054): the place's details once the page is up, the quote's
// summary by the time a quote comes back.
const loadDetails = () => import('../components/place-details.tsx');
const loadQuoteSummary = () => import('../components/quote-summary.tsx');
const ClosingSoonNotice = lazy(() =>
  loadDetails().then((module) => ({ default: module.ClosingSoonNotice })),
);
const PlaceDetails = lazy(() => loadDetails().then((module) => ({ default: module.PlaceDetails })));
const QuoteSummary = lazy(() =>
  loadQuoteSummary().then((module) => ({ default: module.QuoteSummary })),
);

type Check =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'quoted'; quote: PendingQuote }
  | { step: 'failed'; refusal: WindowRefusal };

/**
 * reservation.home (spec sections 2, 4 'Reservation quote', 5): the place, 'Book Parking Now'
 * with the entry and exit, 'Check Availability', then the quote and 'Continue to Checkout';
 * below, access hours, vehicle types, services and the terms.
 */
export default function ReservationHomePage() {
  const navigate = useNavigate();
  const { placeId, customerPlace } = useReservationContext();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  // The place document the page already has carries the hours and closing days (decision 084).
  const hours = useMemo(
    () => ({
      periods: customerPlace.placePeriod ?? [],
      closingDays: customerPlace.closingDays ?? [],
      timeZone,
    }),
    [customerPlace, timeZone],
  );
  const [later, setLater] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        // A transition: the server's HTML of a part still loading is kept, not rendered anew.
        startTransition(() => setLater(true));
        void loadQuoteSummary();
      }),
    [],
  );

  return (
    <div className="stack">
      <PlaceHeader customerPlace={customerPlace} />
      {later && (
        <Suspense fallback={null}>
          <ClosingSoonNotice customerPlace={customerPlace} />
        </Suspense>
      )}
      <BookingPanel
        placeId={placeId}
        hours={hours}
        onContinue={(id) => navigate(`checkout/${id}`)}
      />
      {/* Rendered with the form, by the server too: the hours explain the closed times and a
          refusal (decision 084); its script still comes after the first paint. */}
      <Suspense fallback={null}>
        <PlaceDetails customerPlace={customerPlace} />
      </Suspense>
    </div>
  );
}

function BookingPanel({
  placeId,
  hours,
  onContinue,
}: {
  placeId: string;
  hours: BookingPlaceHours;
  onContinue: (pendingQuoteId: string) => void;
}) {
  const { timeZone } = hours;
  const { t } = useI18n();
  const titleId = useId();
  // The minimum time moves on with the clock; a minute is the dropdown's finest need.
  const now = useNow();
  const clock = { now, timeZone };
  const startNow = useStartNow();
  // The first window the lot is open for, not 'now rounded' into a closed night (decision 084).
  const [draft, setDraft] = useState(() =>
    getDefaultOpenWindow({ hours, now: startNow(), timeZone }),
  );
  const [check, setCheck] = useState<Check>({ step: 'idle' });
  const [exitError, setExitError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const asked = useRef(0);
  // 'Use these times': the suggested window in the form, checked at once (one tap to a quote).
  const takeSuggestion = (window: { startTime: string; endTime: string }) => {
    const suggested = toWindowDraft(
      { start: new Date(window.startTime), end: new Date(window.endTime) },
      timeZone,
    );
    setExitError(null);
    void checkAvailability(suggested);
  };

  const change = (next: BookingWindowChange) => {
    // Spec section 4: any change clears the quote and the error (and an answer still coming).
    asked.current += 1;
    setDraft((current) =>
      changeBookingWindow({ draft: current, change: next, now: new Date(), timeZone }),
    );
    setCheck({ step: 'idle' });
    setExitError(null);
  };

  const checkAvailability = async (wanted: BookingWindowDraft = draft) => {
    // The clock moved since the page opened: an entry now gone is raised first.
    const fresh =
      wanted.entryTime === null
        ? wanted
        : changeBookingWindow({
            draft: wanted,
            change: { field: 'entryTime', value: wanted.entryTime },
            now: new Date(),
            timeZone,
          });
    setDraft(fresh);
    const requested = toRequestedWindow({ draft: fresh, timeZone });
    if (!requested.ok) {
      setExitError(
        requested.reason === 'exit-not-after-entry'
          ? t('reservation.home.exit_not_after_entry')
          : t('reservation.home.incomplete'),
      );
      return;
    }
    const mine = ++asked.current;
    setCheck({ step: 'checking' });
    try {
      const quote = await computeBookingQuote({
        placeId,
        startTime: requested.startTime,
        endTime: requested.endTime,
      });
      if (asked.current === mine) setCheck({ step: 'quoted', quote });
    } catch (error) {
      if (asked.current !== mine) return;
      setCheck({ step: 'failed', refusal: windowRefusalOf(error) });
    }
    resultRef.current?.focus();
  };

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('reservation.home.title')}
      </h2>
      <p className="field__hint">{t('reservation.home.times_note', { timeZone })}</p>
      <InteractiveForm className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <BookingWindowFields
          draft={draft}
          clock={clock}
          hours={hours}
          onChange={change}
          exitError={exitError}
          disabled={check.step === 'checking'}
        />
        <button
          type="button"
          className="button button--secondary button--block"
          aria-busy={check.step === 'checking' ? true : undefined}
          disabled={check.step === 'checking'}
          onClick={() => void checkAvailability()}
        >
          {check.step === 'checking' ? t('reservation.home.checking') : t('reservation.home.check')}
        </button>
      </InteractiveForm>
      <div ref={resultRef} tabIndex={-1} className="reservation-result" aria-live="polite">
        {check.step === 'failed' && (
          <WindowRefusalAlert refusal={check.refusal} timeZone={timeZone} onUse={takeSuggestion} />
        )}
        {check.step === 'quoted' && (
          <div className="stack">
            <Suspense fallback={null}>
              <QuoteSummary quote={check.quote} timeZone={timeZone} />
            </Suspense>
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => onContinue(check.quote.pendingQuoteId)}
            >
              {t('reservation.home.continue')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
