import type { PermitInfo } from '@parking/domain/contracts';
import { formatDateTime, safeTimeZone } from '@parking/domain/display';
import { lazy, Suspense } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { usePermitContext } from '../permit-context.ts';
import { PermitDetails } from './permit-details.tsx';
import './permit.css';

const PermitRenewalForm = lazy(() => import('./permit-renewal-form.tsx'));

/**
 * An ACTIVE permit (spec section 2, 'Permit summary'): no image header; the permit's details,
 * then the card payment form (its own chunk: the heading and details do not wait for it).
 */
export function PermitActive({
  permit,
  refetch,
}: {
  permit: PermitInfo;
  refetch: () => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const { customerPlace } = usePermitContext();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const next = permit.nextPeriod;
  const date = (value: string) => formatDateTime(new Date(value), { locale, timeZone });
  return (
    <div className="stack">
      <h1 className="permit-title">{t('permit.active_title')}</h1>
      <section className="card">
        <PermitDetails permit={permit} />
      </section>
      {next && (
        <p className="permit-note">
          {t('permit.renews', { start: date(next.start), end: date(next.end) })}
        </p>
      )}
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <PermitRenewalForm permit={permit} refetch={refetch} />
      </Suspense>
    </div>
  );
}
