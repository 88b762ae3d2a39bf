import type { PermitInfo } from '@parking/domain/contracts';
import { formatDateTime, safeTimeZone } from '@parking/domain/display';
import { getLatestBasePayment, licensePlatesOf } from '@parking/domain/session';
import type { ReactNode } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { usePermitContext } from '../permit-context.ts';
import './permit.css';

/**
 * What an ACTIVE permit's summary lists (spec section 2, 'Permit summary'): the rate's name, the
 * start and end of the latest paid cycle on the place's clock, the plates, the holder, the
 * address and the location.
 */
export function PermitDetails({
  permit,
  period = 'current',
}: {
  permit: PermitInfo;
  /** 'paid' on the receipt: the cycle just paid is what the permit is valid for. */
  period?: 'current' | 'paid';
}) {
  const { t, locale } = useI18n();
  const { customerPlace, localize } = usePermitContext();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const latest = getLatestBasePayment({ payments: permit.payments });
  const plates = licensePlatesOf(permit.assignedRight.credential);
  const holder = permit.assignedRight.customer.map((customer) => customer.name).join(', ');
  const date = (value: string | undefined) =>
    value ? formatDateTime(new Date(value), { locale, timeZone }) : '-';
  return (
    <dl className="permit-details" aria-label={t('permit.details_label')}>
      <Row label={t('permit.rate')}>{localize(permit.rate).name}</Row>
      <Row label={period === 'paid' ? t('permit.ticket_period_start') : t('permit.start')}>
        {date(latest?.startPeriodCovered)}
      </Row>
      <Row label={period === 'paid' ? t('permit.ticket_period_end') : t('permit.end')}>
        {date(latest?.endPeriodCovered)}
      </Row>
      <Row label={plates.length > 1 ? t('permit.plates') : t('permit.plate')}>
        {plates.length > 1 ? (
          <ul className="permit-badges">
            {plates.map((plate) => (
              <li key={plate} className="permit-badge">
                {plate}
              </li>
            ))}
          </ul>
        ) : (
          <span className="permit-plate">{plates[0] ?? '-'}</span>
        )}
      </Row>
      <Row label={t('permit.holder')}>{holder || '-'}</Row>
      <Row label={t('permit.address')}>
        {customerPlace.place?.addresses[0]?.addressLine1 || '-'}
      </Row>
      <Row label={t('permit.location')}>{customerPlace.place?.name ?? customerPlace.name}</Row>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="permit-details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
