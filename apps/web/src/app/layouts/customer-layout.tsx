import { localize } from '@parking/domain/display';
import { isUuid } from '@parking/domain/vocabulary';
import { useMemo } from 'react';
import { LoadError } from '#web/components/ui/load-error.tsx';
import type { AccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useCustomer } from '#web/features/access-control/api/get-customer.ts';
import { isUnknownIdError } from '#web/lib/api-client.ts';
import { useAnnounceHydrated } from '#web/lib/hydration.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useOfferedLocales } from '#web/lib/i18n/use-offered-locales.ts';
import { useLocation, useParams } from '#web/lib/router/router.tsx';
import { flowHomePath } from '../flow-home.ts';
import { NotFoundPage } from '../lazy-pages.ts';
import { pageTitle } from '../page-title.ts';
import { NavBar } from '../shell/nav-bar.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { useOperatorTheme } from '../use-operator-theme.ts';
import { OperatorFrame } from './operator-frame.tsx';
import { PageSpinner } from './page-spinner.tsx';

/** Where the page came from, kept in the state of the link to support: its 'Go back'. */
interface FromState {
  from?: string;
}

/**
 * Spec section 2, 'Shell', for the customer area: 'Go back' on stay details (to the search) and
 * on support (to the page Help was pressed on); none elsewhere, where the logo is 'Home'.
 */
function backOf(rest: string, home: string, state: unknown): string | undefined {
  if (rest === 'support') {
    const from = (state as FromState | null)?.from;
    return from?.startsWith(home) ? from : home;
  }
  return rest === 'stay-details' ? home : undefined;
}

/**
 * /access-control/{customerId}/... and /{customerId}/... (spec section 2): loads the customer
 * once, then frames every page of the area in its colours, logo and languages. The header is
 * the one row of the other flows (decision 049) whose Help is the spec's 'Need help?': it goes
 * to the support page instead of a modal (decision 061).
 */
export default function CustomerLayout() {
  useAnnounceHydrated();
  const customerId = useParams().customerId ?? '';
  const { pathname, search, state } = useLocation();
  const validId = isUuid(customerId);
  const query = useCustomer(customerId, { enabled: validId });
  const customer = query.data;
  const { ready } = useOfferedLocales(customer?.lang);
  const { locale } = useI18n();
  const gatedPlace = customer?.gatedPlaces?.[0];
  const lot = useMemo(
    () => (gatedPlace ? localize(gatedPlace, locale) : null),
    [gatedPlace, locale],
  );

  useDocumentTitle(pageTitle({ placeName: lot?.name, organizationName: customer?.name }));

  const primaryColor = customer?.primaryColor ?? '';
  const secondaryColor = customer?.secondaryColor ?? '';
  useOperatorTheme({ primaryColor, secondaryColor });

  const home = flowHomePath(pathname) ?? `/access-control/${customerId}`;
  const context = useMemo<AccessControlContext | null>(
    () => (customer ? { customerId, customer, home, lot } : null),
    [customerId, customer, home, lot],
  );

  if (!validId || isUnknownIdError(query.error)) return <NotFoundPage />;
  // A refetch that failed (a weak signal, decision 064) keeps what is on screen.
  if (query.error && !customer)
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!customer || !context || !ready) return <PageSpinner />;

  const rest = pathname.replace(/\/+$/, '').slice(home.length).replace(/^\//, '');
  const onSupport = rest === 'support';
  return (
    <OperatorFrame
      testMode={customer.testMode}
      contact={{ phone: customer.contactPhone, email: customer.contactEmail }}
      outletContext={context}
      navBar={
        <NavBar
          backTo={backOf(rest, home, state)}
          homeTo={home}
          operatorName={customer.name}
          logoUrl={customer.logoUrl}
          languages={customer.lang}
          helpTo={
            onSupport ? undefined : { to: `${home}/support`, state: { from: pathname + search } }
          }
        />
      }
    />
  );
}
