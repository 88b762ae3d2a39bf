import { localize } from '@parking/domain/display';
import { isUuid } from '@parking/domain/vocabulary';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { PermitContext } from '../../features/permit/permit-context.ts';
import { useCustomerPlace } from '../../features/transient/api/get-customer-place.ts';
import { localizedPlace } from '../../features/transient/lib/localized-place.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useI18n } from '../../lib/i18n/i18n-provider.tsx';
import { useOfferedLocales } from '../../lib/i18n/use-offered-locales.ts';
import { writeStorage } from '../../lib/storage.ts';
import { NotFoundPage } from '../lazy-pages.ts';
import { pageTitle } from '../page-title.ts';
import { ContactModal } from '../shell/contact-modal.tsx';
import { NavBar } from '../shell/nav-bar.tsx';
import { applyTheme, resetTheme, themeProperties } from '../theme.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { PageSpinner } from './page-spinner.tsx';

const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * /permit/:placeId: the operator and place loaded once (the same cached answer as the transient
 * flow's), the operator's colours, logo and languages, and the shell's contact modal, which the
 * EXPIRED page's 'Contact Us' opens as Help does (spec section 2, 'Permit summary').
 */
export default function PermitLayout() {
  const { t, locale } = useI18n();
  const placeId = useParams().placeId ?? '';
  const { pathname } = useLocation();
  const validId = isUuid(placeId);
  const query = useCustomerPlace(placeId, { enabled: validId });
  const data = useMemo(
    () => query.data && localizedPlace(query.data, locale),
    [query.data, locale],
  );
  const localizeEntity = useCallback<PermitContext['localize']>(
    (entity) => localize(entity, locale),
    [locale],
  );
  const { ready } = useOfferedLocales(data?.lang);
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = useCallback(() => setContactOpen(true), []);

  useDocumentTitle(
    pageTitle({ placeName: data?.place?.name, organizationName: data?.organization?.name }),
  );
  const primaryColor = data?.primaryColor ?? '';
  const secondaryColor = data?.secondaryColor ?? '';
  useLayoutEffect(() => {
    applyTheme(themeProperties({ primaryColor, secondaryColor }));
    return resetTheme;
  }, [primaryColor, secondaryColor]);
  const customerId = data?.customerId;
  useEffect(() => {
    if (customerId) writeStorage('CUSTOMER_ID', customerId);
  }, [customerId]);

  if (!validId || isMissing(query.error)) return <NotFoundPage />;
  if (query.error)
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!data || !ready) return <PageSpinner />;

  const home = `/permit/${placeId}`;
  // From the paid ticket, back is the permit's summary; the summary has nothing behind it (the
  // home is a blank page, spec section 2).
  const ticket = /\/ticket-paid\/([^/]+)\/?$/.exec(pathname);
  const context: PermitContext = {
    placeId,
    customerPlace: data,
    localize: localizeEntity,
    openContact,
  };
  return (
    <div className="app-column">
      <header className="app-header">
        <NavBar
          backTo={ticket ? `${home}/summary/${ticket[1]}` : undefined}
          homeTo={home}
          operatorName={data.name}
          logoUrl={data.logoUrl}
          languages={data.lang}
          onHelp={openContact}
        />
      </header>
      <main className="app-main">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <Outlet context={context} />
        </Suspense>
      </main>
      <ContactModal
        open={contactOpen}
        onClose={() => setContactOpen(false)}
        phone={data.contactPhone}
        email={data.contactEmail}
      />
    </div>
  );
}
