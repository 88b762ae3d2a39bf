import { Link } from 'react-router';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';

/**
 * A page of the customer area whose stay or order cannot be found: what is missing, as the
 * page's heading, and 'Search again' back to the area's home. `block` stretches the button
 * to the column's width (the order's pages).
 */
export function NotFoundNote({
  title,
  home,
  block = false,
}: {
  title: string;
  home: string;
  block?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="stack">
      <h1 className="ac-title">{title}</h1>
      <Link className={`button button--primary${block ? ' button--block' : ''}`} to={home}>
        {t('accessControl.find.search_again')}
      </Link>
    </div>
  );
}
