import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { pagingOf } from '../lib/paging.ts';

/**
 * Previous and next of a paged list (spec section 9): links, so the page is in the address and
 * survives a refresh and the browser's back button. `href(page)` builds a page's address.
 */
export function Pager({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number | undefined;
  href: (page: number) => string;
}) {
  const { t } = useI18n();
  const { hasPrevious, hasNext } = pagingOf(page, totalPages);
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="ac-pager" aria-label={t('accessControl.find.pages')}>
      {hasPrevious ? (
        <Link className="button button--secondary" to={href(page - 1)} rel="prev">
          {t('accessControl.find.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="muted">
        {t('accessControl.find.page_of', { page, total: totalPages ?? page })}
      </span>
      {hasNext ? (
        <Link className="button button--secondary" to={href(page + 1)} rel="next">
          {t('accessControl.find.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
