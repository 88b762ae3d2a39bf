import type { Period } from '@parking/domain/contracts';
import type { HourCycle } from '@parking/domain/display';
import { mergeAccessHours } from '@parking/domain/opening-hours';
import { useId, useMemo } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './access-hours.css';

/**
 * The PRIMARY period's hours, consecutive days with equal hours merged ('Mon - Fri'); days
 * without hours are left out by the domain, so the box lists only when one can get in. In the
 * language's clock, or the screen's when it fixes one (the reservation's 12 hours).
 */
export function AccessHours({ period, hourCycle }: { period: Period; hourCycle?: HourCycle }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const rows = useMemo(
    () => mergeAccessHours({ period, locale, hourCycle }),
    [period, locale, hourCycle],
  );
  if (rows.length === 0) return null;
  return (
    <section className="card access-hours" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('transient.home.access_hours.title')}
      </h2>
      <table className="access-hours__table">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('transient.home.access_hours.days')}</th>
            <th scope="col">{t('transient.home.access_hours.hours')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.dayKeys.join('-')}>
              <th scope="row">{row.days}</th>
              <td>
                {row.hours.map((range) => (
                  <span key={range} className="access-hours__range">
                    {range}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
