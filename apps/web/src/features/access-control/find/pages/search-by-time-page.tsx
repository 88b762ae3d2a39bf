import { formatDateTime, formatZoneName } from '@parking/domain/display';
import { useMemo } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useSearchParams } from '#web/lib/router/router.tsx';
import { useStaysByTime } from '../api/get-stays-by-time.ts';
import { EntryTimeForm } from '../components/entry-time-form.tsx';
import { FindRetry } from '../components/find-retry.tsx';
import { Pager } from '../components/pager.tsx';
import { StayList } from '../components/stay-list.tsx';
import { entryWindow } from '../lib/entry-window.ts';
import { pageFromQuery, pageWindow } from '../lib/paging.ts';
import '../find.css';

/**
 * search-by-time (spec section 2): for a car whose plate the camera did not read, or read
 * beyond recognition. The visitor gives the date and time of entry on the lot's clock; the
 * cars that entered within an hour of it come in pages of six. The search is in the address
 * (date, time, page), so a refresh or Back keeps it.
 */
export default function SearchByTimePage() {
  const { t, locale } = useI18n();
  const { customerId, home, lot } = useAccessControlContext();
  const timeZone = lot?.timezone ?? 'UTC';
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const page = pageFromQuery(params.get('page'));
  // The range is fixed by the submitted values, not by a clock that moves while reading.
  const range = useMemo(
    () => entryWindow({ date, time, timeZone, now: new Date() }),
    [date, time, timeZone],
  );
  const query = useStaysByTime(
    { customerId, from: range?.from ?? '', to: range?.to ?? '', ...pageWindow(page) },
    { enabled: range !== null },
  );

  const href = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `${home}/search-by-time?${next.toString()}`;
  };
  const format = (instant: string) => formatDateTime(new Date(instant), { locale, timeZone });

  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.by_time_title')}</h1>
      <p className="muted">
        {t('accessControl.find.by_time_intro', { zone: formatZoneName({ timeZone, locale }) })}
      </p>
      <div className="card">
        <EntryTimeForm
          key={`${date}|${time}`}
          initialDate={date}
          initialTime={time}
          timeZone={timeZone}
          onSearch={(entry) => setParams({ ...entry, page: '1' })}
        />
      </div>
      {range && (
        <section className="stack" aria-labelledby="ac-by-time-results">
          <h2 id="ac-by-time-results" className="card__title">
            {t('accessControl.find.by_time_results', {
              from: format(range.from),
              to: format(range.to),
            })}
          </h2>
          {query.error && !query.data ? (
            <FindRetry query={query} />
          ) : !query.data ? (
            <Spinner label={t('accessControl.find.searching')} />
          ) : query.data.data.length === 0 ? (
            <p role="status">{t('accessControl.find.by_time_none')}</p>
          ) : (
            <StayList stays={query.data.data} />
          )}
          <Pager
            page={page}
            totalPages={query.error ? undefined : query.data?.totalPages}
            href={href}
          />
        </section>
      )}
    </div>
  );
}
