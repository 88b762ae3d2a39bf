import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';

/**
 * A page of the customer area that ends in one way on: what happened (its heading), why when
 * there is more to say, and the link to go on by (a stay not found: 'Search again'; a failed
 * payment: 'Try again'). `block` stretches the link to the column's width, as on most of them.
 */
export function StatusNote({
  title,
  text,
  to,
  action,
  block = true,
}: {
  title: string;
  text?: string;
  to: string;
  action: string;
  block?: boolean;
}) {
  return (
    <div className="stack">
      <h1 className="ac-title">{title}</h1>
      {text && <p>{text}</p>}
      <Link className={`button button--primary${block ? ' button--block' : ''}`} to={to}>
        {action}
      </Link>
    </div>
  );
}

/** A stay or order the page cannot find: `title` says which, 'Search again' goes home. */
export function NotFoundNote({
  title,
  home,
  block = true,
}: {
  title: string;
  home: string;
  block?: boolean;
}) {
  const { t } = useI18n();
  return (
    <StatusNote
      title={title}
      to={home}
      action={t('accessControl.find.search_again')}
      block={block}
    />
  );
}
