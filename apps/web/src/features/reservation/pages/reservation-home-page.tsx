import {
  type BookingWindowChange,
  type BookingWindowDraft,
  changeBookingWindow,
  getDefaultWindow,
  type LocalDate,
  toRequestedWindow,
} from '@parking/domain/booking-form';
import type { PendingQuote } from '@parking/domain/contracts';
import { formatZoneName, safeTimeZone } from '@parking/domain/display';
import type { BookingPlaceHours } from '@parking/domain/reservation';
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
import { PlaceHeader } from '#web/components/place/place-header.tsx';
import { useStartNow } from '#web/lib/hydration.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { whenIdle } from '#web/lib/idle.ts';
import { useNavigate } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { computeBookingQuote } from '../api/compute-booking-quote.ts';
import { BookingWindowFields } from '../components/booking-window-fields.tsx';
import { useReservationContext } from '../reservation-context.ts';
import '#web/components/ui/alert.css';
import '#web/components/ui/form.css';
import { InteractiveForm } from '#web/components/ui/interactive-form.tsx';

// Not on the first page (decision 054): the place's details once the page is up, the quote's
// summary by the time a quote comes back.
const loadDetails = () => import('../components/place-details.tsx');
const loadQuoteSummary = () => import('../components/quote-summary.tsx');
const loadRefusalAlert = () => import('../components/window-refusal-alert.tsx');
const loadOpenWindowRules = () => import('../lib/open-window-rules.ts');
type OpenWindowRules = Awaited<ReturnType<typeof loadOpenWindowRules>>;
const ClosingSoonNotice = lazy(() =>
  loadDetails().then((module) => ({ default: module.ClosingSoonNotice })),
);
const PlaceDetails = lazy(() => loadDetails().then((module) => ({ default: module.PlaceDetails })));
const QuoteSummary = lazy(() =>
  loadQuoteSummary().then((module) => ({ default: module.QuoteSummary })),
);
const WindowRefusalAlert = lazy(() =>
  loadRefusalAlert().then((module) => ({ default: module.WindowRefusalAlert })),
);

type Check =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'quoted'; quote: PendingQuote }
  // The error as it came: the refusal's words and suggestion are read in the alert's chunk.
  | { step: 'failed'; error: unknown };

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
        void loadRefusalAlert();
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
  const { t, locale } = useI18n();
  const titleId = useId();
  // The minimum time moves on with the clock; a minute is the dropdown's finest need.
  const now = useNow();
  const clock = { now, timeZone };
  const startNow = useStartNow();
  const [draft, setDraft] = useState(() => getDefaultWindow({ now: startNow(), timeZone }));
  // Until the driver changes a control, the first window the lot is open for replaces the
  // spec's 'now rounded' (decision 084) as soon as the opening rules are in (a chunk of their
  // own: the first page's budget). The same rules label the closed times.
  const touched = useRef(false);
  const [rules, setRules] = useState<OpenWindowRules | null>(null);
  useEffect(() => {
    let live = true;
    void loadOpenWindowRules().then((loaded) => {
      if (!live) return;
      startTransition(() => {
        setRules(loaded);
        // Decided when the transition renders, not when the rules came: a driver may have
        // started typing in between, on a busy phone.
        setDraft((current) =>
          touched.current
            ? current
            : loaded.getDefaultOpenWindow({ hours, now: new Date(), timeZone }),
        );
      });
    });
    return () => {
      live = false;
    };
  }, [hours, timeZone]);
  const closedAt = useMemo(
    () =>
      rules
        ? (date: LocalDate, minutes: number) => rules.isClosedAtTime({ hours, date, minutes })
        : null,
    [rules, hours],
  );
  const [check, setCheck] = useState<Check>({ step: 'idle' });
  const [exitError, setExitError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const asked = useRef(0);
  // 'Use these times': the suggested window in the form, checked at once (one tap to a quote).
  const takeSuggestion = async (window: { startTime: string; endTime: string }) => {
    const { toWindowDraft } = await loadOpenWindowRules();
    const suggested = toWindowDraft(
      { start: new Date(window.startTime), end: new Date(window.endTime) },
      timeZone,
    );
    setExitError(null);
    await checkAvailability(suggested);
  };

  const change = (next: BookingWindowChange) => {
    // Spec section 4: any change clears the quote and the error (and an answer still coming).
    asked.current += 1;
    touched.current = true;
    setDraft((current) =>
      changeBookingWindow({ draft: current, change: next, now: new Date(), timeZone }),
    );
    setCheck({ step: 'idle' });
    setExitError(null);
  };

  const checkAvailability = async (shown: BookingWindowDraft = draft) => {
    // Tapped before the opening rules were in: the window the page is about to propose, not the
    // spec's 'now rounded' that may run past closing (a 4-hour stay from 16:30 at a lot that
    // closes at 20:00 was refused).
    const wanted =
      touched.current || rules
        ? shown
        : (await loadOpenWindowRules()).getDefaultOpenWindow({ hours, now: new Date(), timeZone });
    touched.current = true;
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
      setCheck({ step: 'failed', error });
    }
    resultRef.current?.focus();
  };

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('reservation.home.title')}
      </h2>
      <p className="field__hint">
        {t('reservation.home.times_note', { zone: formatZoneName({ timeZone, locale }) })}
      </p>
      <InteractiveForm
        className="form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        // A date being typed is a change before it is committed: the opening rules that come
        // meanwhile must not put their window over it.
        onInput={() => {
          touched.current = true;
        }}
      >
        <BookingWindowFields
          draft={draft}
          clock={clock}
          closedAt={closedAt}
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
          <Suspense fallback={null}>
            <WindowRefusalAlert
              error={check.error}
              timeZone={timeZone}
              onUse={(window) => void takeSuggestion(window)}
            />
          </Suspense>
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
