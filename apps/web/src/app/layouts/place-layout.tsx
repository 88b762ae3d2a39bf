import { localize } from '@parking/domain/display';
import { isUuid } from '@parking/domain/vocabulary';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useCustomerPlace } from '#web/features/transient/api/get-customer-place.ts';
import { localizedPlace } from '#web/features/transient/lib/localized-place.ts';
import type { TransientContext } from '#web/features/transient/transient-context.ts';
import { isUnknownIdError } from '#web/lib/api-client.ts';
import { useAnnounceHydrated } from '#web/lib/hydration.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useOfferedLocales } from '#web/lib/i18n/use-offered-locales.ts';
import { useLocation, useParams } from '#web/lib/router/router.tsx';
import { writeStorage } from '#web/lib/storage.ts';
import { NotFoundPage } from '../lazy-pages.ts';
import { pageTitle } from '../page-title.ts';
import { NavBar } from '../shell/nav-bar.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { useOperatorTheme } from '../use-operator-theme.ts';
import { OperatorFrame } from './operator-frame.tsx';
import { PageSpinner } from './page-spinner.tsx';

// The help dialog is fetched when the driver first asks for it: no first page shows it
// (decision 094). Once there it stays mounted, so closing it returns focus to the button.
const ContactModal = lazy(() => import('../shell/contact-modal.tsx'));

/**
 * Where the back button of the page at `rest` (the path after the place id) goes, or undefined
 * for none. Transient (spec section 2): none on the home, nor on the summary (the payment is
 * behind it); every other page goes home.
 */
const transientBack = (rest: string, home: string) =>
  rest === '' || rest.startsWith('summary/') ? undefined : home;

/**
 * /transient/:placeId, /reservation/:placeId and /permit/:placeId (the flow is the path's first
 * segment): loads
 * the operator and place once, then frames every page of the flow in the operator's colours,
 * logo and languages. One chunk for both flows, so the transient first page fetches no more.
 */
export default function PlaceLayout({
  backFrom = transientBack,
  logoFrom = (_rest, home) => home,
}: {
  backFrom?: (rest: string, home: string) => string | undefined;
  /** Where the logo leads from the page at `rest`: the flow's home unless told. */
  logoFrom?: (rest: string, home: string) => string;
}) {
  const { locale } = useI18n();
  const placeId = useParams().placeId ?? '';
  useAnnounceHydrated();
  const { pathname } = useLocation();
  const validId = isUuid(placeId);
  const query = useCustomerPlace(placeId, { enabled: validId });
  // The operator's texts in the driver's language, from the one cached answer (decision 048).
  const data = useMemo(
    () => query.data && localizedPlace(query.data, locale),
    [query.data, locale],
  );
  const localizeEntity = useCallback<TransientContext['localize']>(
    (entity) => localize(entity, locale),
    [locale],
  );
  const { ready } = useOfferedLocales(data?.lang);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactAsked, setContactAsked] = useState(false);
  const openContact = useCallback(() => {
    setContactAsked(true);
    setContactOpen(true);
  }, []);

  useDocumentTitle(
    pageTitle({ placeName: data?.place?.name, organizationName: data?.organization?.name }),
  );

  const primaryColor = data?.primaryColor ?? '';
  const secondaryColor = data?.secondaryColor ?? '';
  useOperatorTheme({ primaryColor, secondaryColor });

  const customerId = data?.customerId;
  useEffect(() => {
    if (customerId) writeStorage('CUSTOMER_ID', customerId);
  }, [customerId]);

  if (!validId || isUnknownIdError(query.error)) return <NotFoundPage />;
  // A refetch that failed (a weak signal, decision 064) keeps what is on screen.
  if (query.error && !data)
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!data || !ready) return <PageSpinner />;

  const flow = pathname.split('/')[1] ?? '';
  const home = `/${flow}/${placeId}`;
  const rest = pathname.replace(/\/+$/, '').slice(home.length).replace(/^\//, '');
  const context: TransientContext = {
    placeId,
    customerPlace: data,
    localize: localizeEntity,
    openContact,
  };

  // One bar, not the spec's two (docs/decisions/049): back, the logo that is the link home,
  // Help and the languages fit in one row of 60 px even at 320 px wide.
  return (
    <OperatorFrame
      testMode={data.testMode}
      contact={{ phone: data.contactPhone, email: data.contactEmail }}
      outletContext={context}
      navBar={
        <NavBar
          backTo={backFrom(rest, home)}
          homeTo={logoFrom(rest, home)}
          operatorName={data.name}
          logoUrl={data.logoUrl}
          languages={data.lang}
          onHelp={openContact}
        />
      }
    >
      {contactAsked && (
        <Suspense fallback={null}>
          <ContactModal
            open={contactOpen}
            onClose={() => setContactOpen(false)}
            phone={data.contactPhone}
            email={data.contactEmail}
          />
        </Suspense>
      )}
    </OperatorFrame>
  );
}
