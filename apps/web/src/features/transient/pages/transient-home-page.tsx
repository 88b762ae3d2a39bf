import type { LiveAssignedRight } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import { sanitizePlateInput } from '@parking/domain/validation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PlaceHeader } from '#web/components/place/place-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { whenIdle } from '#web/lib/idle.ts';
import { useQueryClient } from '#web/lib/query.ts';
import { useNavigate, useSearchParams } from '#web/lib/router/router.tsx';
import { ClosingAlert, useClosingStatus } from '../components/closing-alert.tsx';
import { PlateStep } from '../components/plate-step.tsx';
import { TermsLink } from '../components/terms-link.tsx';
import { useTransientContext } from '../transient-context.ts';

// Not on the first page (docs/decisions/021): fetched at the first interaction, or when idle
// after the header shows.
const loadPayment = () => import('../components/transient-payment.tsx');
const loadSessionsModal = () => import('../components/active-sessions-modal.tsx');
const TransientPayment = lazy(loadPayment);
const ActiveSessionsModal = lazy(loadSessionsModal);

/** licencePlate, or the spec's other spelling licensePlate, prefills the plate. */
function plateFromQuery(search: URLSearchParams): string | null {
  const raw = search.get('licencePlate') ?? search.get('licensePlate');
  const plate = raw ? sanitizePlateInput(raw).trim() : '';
  return plate === '' ? null : plate;
}

/**
 * transient.home (spec section 2): the place header and its opening status; when open, the
 * plate lookup (settings.vehicleLookup, no plate in the query) and then the rate and payment
 * form. Closed places show no form.
 */
export default function TransientHomePage() {
  const [search] = useSearchParams();
  const queryPlate = plateFromQuery(search);
  // A new plate in the query (purchase another session) starts the page over.
  return <TransientHome key={queryPlate ?? ''} queryPlate={queryPlate} />;
}

function TransientHome({ queryPlate }: { queryPlate: string | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { placeId, customerPlace } = useTransientContext();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const periods = customerPlace.placePeriod ?? [];
  const { status, now } = useClosingStatus({ periods, timeZone });
  const lookup = customerPlace.settings?.vehicleLookup === true;
  // The plate the form starts with; null while the plate step is still to be answered.
  const [formPlate, setFormPlate] = useState<string | null>(queryPlate ?? (lookup ? null : ''));
  const [sessions, setSessions] = useState<{ plate: string; rights: LiveAssignedRight[] } | null>(
    null,
  );

  useEffect(
    () =>
      whenIdle(() => {
        if (!status.isOpen) return;
        void loadPayment().then((module) =>
          module.prefetchPayment({ queryClient, placeId, customerPlace }),
        );
        if (lookup) void loadSessionsModal();
      }),
    [status.isOpen, lookup, queryClient, placeId, customerPlace],
  );

  const onLookup = ({ plate, rights }: { plate: string; rights: LiveAssignedRight[] }) => {
    const [only] = rights;
    if (rights.length === 1 && only) navigate(`summary/${only.assignedRightId}`);
    else if (rights.length > 1) setSessions({ plate, rights });
    else setFormPlate(plate);
  };

  return (
    <div className="stack">
      <PlaceHeader customerPlace={customerPlace} />
      <ClosingAlert periods={periods} timeZone={timeZone} status={status} now={now} />
      {status.isOpen &&
        (formPlate === null ? (
          <PlateStep placeId={placeId} onResult={onLookup} />
        ) : (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <TransientPayment
              initialPlate={formPlate}
              afterPlateStep={lookup && queryPlate === null}
            />
          </Suspense>
        ))}
      {sessions && (
        <Suspense fallback={null}>
          <ActiveSessionsModal
            rights={sessions.rights}
            onClose={() => setSessions(null)}
            onPurchaseAnother={() => {
              setFormPlate(sessions.plate);
              setSessions(null);
            }}
          />
        </Suspense>
      )}
      {customerPlace.termsUrl && <TermsLink url={customerPlace.termsUrl} />}
    </div>
  );
}
