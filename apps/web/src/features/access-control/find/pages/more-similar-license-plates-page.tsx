import type { ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Navigate, useSearchParams } from '#web/lib/router/router.tsx';
import { useSimilarStays } from '../api/get-similar-stays.ts';
import { EntryTimeForm } from '../components/entry-time-form.tsx';
import { FindRetry } from '../components/find-retry.tsx';
import { MissActions } from '../components/miss-actions.tsx';
import { Pager } from '../components/pager.tsx';
import { StayList } from '../components/stay-list.tsx';
import { entryInstant } from '../lib/entry-window.ts';
import { pageFromQuery, pageWindow } from '../lib/paging.ts';
import '../find.css';

/**
 * more-similar-license-plates?plateId&actualStart (spec sections 2 and 9): the look-alikes in
 * pages of six, nearest entry to `actualStart` first when given (the visitor may give the
 * time they drove in, on the lot's clock); the page number is in the address (`page`), so a
 * refresh or the back button keeps it.
 */
export default function MoreSimilarLicensePlatesPage() {
  const { t } = useI18n();
  const { customerId, home, lot } = useAccessControlContext();
  const [params, setParams] = useSearchParams();
  const plateId = (params.get('plateId') ?? '').trim();
  const actualStart = params.get('actualStart') ?? undefined;
  const page = pageFromQuery(params.get('page'));
  const query = useSimilarStays({ customerId, plateId, actualStart, ...pageWindow(page) });

  const href = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `${home}/more-similar-license-plates?${next.toString()}`;
  };

  if (!plateId) return <Navigate to={home} replace />;
  let list: ReactNode;
  if (query.error && !query.data) list = <FindRetry query={query} />;
  else if (!query.data) list = <Spinner label={t('accessControl.find.searching_similar')} />;
  else if (query.data.data.length === 0)
    list = <p role="status">{t('accessControl.find.no_more_similar')}</p>;
  else list = <StayList stays={query.data.data} plateId={plateId} />;

  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.more_similar_title', { plate: plateId })}</h1>
      {list}
      <Pager
        page={page}
        totalPages={query.error ? undefined : query.data?.totalPages}
        href={href}
      />
      <details className="card ac-sort">
        <summary>{t('accessControl.find.sort_by_entry')}</summary>
        <p className="muted">{t('accessControl.find.sort_by_entry_hint')}</p>
        <EntryTimeForm
          initialDate=""
          initialTime=""
          timeZone={lot?.timezone ?? 'UTC'}
          submitLabel={t('accessControl.find.sort')}
          onSearch={(entry) => {
            const at = entryInstant({
              ...entry,
              timeZone: lot?.timezone ?? 'UTC',
              now: new Date(),
            });
            if (!at) return;
            const next = new URLSearchParams(params);
            next.set('actualStart', at);
            next.set('page', '1');
            setParams(next);
          }}
        />
      </details>
      <MissActions plateId={plateId} />
    </div>
  );
}
